import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { useSessionCheck } from '@/components/account/useSessionCheck'
import { BagPanel } from '@/components/cart/BagPanel'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { StripeJsLoader } from '@/components/payments/StripeJsLoader'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { Divider, SkipLink } from '@/components/layout/PageShell'
import { Toaster } from '@/components/ui/Toaster'
import { me, subscribeToNewsletter } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { fetchSuggestions } from '@/lib/search/suggestions'

/** The layout every route shares (docs/product.md §2): header, main content, divider, footer. Providers: +Wrapper. */
export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  // A stored token the server no longer accepts (expired, revoked by a password reset) counts as logged out.
  useSessionCheck(() => me(browserApi()))
  return (
    <>
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
    </>
  )
}

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`
