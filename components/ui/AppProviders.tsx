import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { LocaleProvider } from '@/lib/react/LocaleContext'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { GlobalStyle } from './GlobalStyle'
import { theme } from './theme'

/**
 * What every rendered component expects around it: the page's language and direction, the theme and the global
 * styles. The shop wraps every page in it
 * (pages/+Wrapper.tsx), Storybook every story (.storybook/preview.tsx). The header's tooltips keep their own timing
 * (components/ui/IconButton.tsx), so no tooltip library loads with every page.
 *
 * `globalStyle={false}` leaves the global styles to a stylesheet that already holds them: a page the server rendered
 * sends them in its styles' `<style>` (components/ui/serverStyles.tsx), so rendering them again would only compile
 * them anew and delete and re-insert their rules, a style recalculation of the whole page, while it hydrates
 * (pages/+Wrapper.tsx, docs/performance.md "Cuts").
 */
export function AppProviders({
  children,
  locale = DEFAULT_LOCALE,
  globalStyle = true,
}: {
  children: ReactNode
  locale?: Locale
  globalStyle?: boolean
}) {
  return (
    <LocaleProvider locale={locale}>
      <ThemeProvider theme={theme}>
        {globalStyle ? <GlobalStyle /> : null}
        {children}
      </ThemeProvider>
    </LocaleProvider>
  )
}
