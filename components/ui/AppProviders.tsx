import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle } from './GlobalStyle'
import { theme } from './theme'

/**
 * What every rendered component expects around it: the theme and the global styles. The shop wraps every page in it
 * (pages/+Wrapper.tsx), Storybook every story (.storybook/preview.tsx). The header's tooltips keep their own timing
 * (components/ui/IconButton.tsx), so no tooltip library loads with every page.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )
}
