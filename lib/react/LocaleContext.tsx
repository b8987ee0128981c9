import { DirectionProvider } from '@radix-ui/react-direction'
import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_LOCALE, directionOf, localizePath, type Locale } from '../i18n/locale'
import type { ScreenMessages } from '../i18n/messages'
import { routesIn, type Routes } from '../routes'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/**
 * The page's language for every component below, and its direction for Radix: without a DirectionProvider Radix's
 * primitives render `dir="ltr"` inside an Arabic page.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <DirectionProvider dir={directionOf(locale)}>{children}</DirectionProvider>
    </LocaleContext.Provider>
  )
}

/** The language of the page being rendered. */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}

/** A shop path in the page's language: `useLocalePath()(href)` is `/ar/cart` on an Arabic page for `/cart`. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale()
  return (path) => localizePath(path, locale)
}

/** The shop's routes in the page's language: `useRoutes().cart` is `/ar/cart` on an Arabic page. */
export function useRoutes(): Routes {
  return routesIn(useLocale())
}

/** A screen's messages in the page's language (lib/i18n/messages.ts). */
export function useMessages<M>(screen: ScreenMessages<M>): M {
  return screen[useLocale()]
}
