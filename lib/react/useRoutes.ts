import { useLocale } from '../i18n/LocaleContext'
import { routesIn, type Routes } from '../routes'

/**
 * The shop's routes in the page's language: `useRoutes().cart` is `/ar/cart` on an Arabic page. Here, not beside
 * useLocale: lib/routes.ts builds on lib/i18n, so lib/i18n must not import it back.
 */
export function useRoutes(): Routes {
  return routesIn(useLocale())
}
