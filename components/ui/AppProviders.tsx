import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/constants'
import { GlobalStyle } from './GlobalStyle'
import { theme } from './theme'

/**
 * What every rendered component expects around it: the theme, the global styles and the tooltip timing. The shop
 * wraps every page in it (pages/+Wrapper.tsx), Storybook every story (.storybook/preview.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
      </Tooltip.Provider>
    </ThemeProvider>
  )
}
