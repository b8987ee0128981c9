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
 */
export function AppProviders({ children, locale = DEFAULT_LOCALE }: { children: ReactNode; locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </LocaleProvider>
  )
}
