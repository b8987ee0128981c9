import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'
import { styled, ThemeProvider } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { useSessionCheck } from '@/components/account/useSessionCheck'
import { BagPanel } from '@/components/cart/BagPanel'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { StripeJsLoader } from '@/components/payments/StripeJsLoader'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { Divider, SkipLink } from '@/components/layout/PageShell'
import { GlobalStyle } from '@/components/ui/GlobalStyle'
import { theme } from '@/components/ui/theme'
import { Toaster } from '@/components/ui/Toaster'
import { me, subscribeToNewsletter } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/constants'
import { fetchSuggestions } from '@/lib/search/suggestions'

/** The layout every route shares (docs/product.md §2): header, main content, divider, footer. */
export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  // A stored token the server no longer accepts (expired, revoked by a password reset) counts as logged out.
  useSessionCheck(() => me(browserApi()))
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <SkipLink href="#main">Skip to content</SkipLink>
        <Header currentPath={urlPathname} fetchSuggestions={fetchSuggestions} />
        <MobileMenu fetchSuggestions={fetchSuggestions} />
        <BagPanel />
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
        <Divider />
        <Footer onSubscribe={(email) => subscribeToNewsletter(browserApi(), email)} />
        <Toaster />
        <StripeJsLoader />
      </Tooltip.Provider>
    </ThemeProvider>
  )
}

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`
