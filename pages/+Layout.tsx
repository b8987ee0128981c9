import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'
import { styled, ThemeProvider } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { BagPanel } from '../components/cart/BagPanel'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header'
import { MobileMenu } from '../components/layout/MobileMenu'
import { Divider, SkipLink } from '../components/layout/PageShell'
import { GlobalStyle } from '../components/ui/GlobalStyle'
import { theme } from '../components/ui/theme'
import { Toaster } from '../components/ui/Toaster'
import { createApiClient, subscribeToNewsletter } from '../lib/api'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../lib/constants'

const api = createApiClient()

/** The layout every route shares (spec §2): header, main content, divider, footer. */
export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <SkipLink href="#main">Skip to content</SkipLink>
        <Header currentPath={urlPathname} />
        <MobileMenu />
        <BagPanel />
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
        <Divider />
        <Footer onSubscribe={(email) => subscribeToNewsletter(api, email)} />
        <Toaster />
      </Tooltip.Provider>
    </ThemeProvider>
  )
}

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`
