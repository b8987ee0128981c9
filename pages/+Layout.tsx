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
import { fetchSuggestions } from '@/lib/search/suggestions'

/**
 * The API calls the layout makes, with the GraphQL client (graphql-request and the `graphql` package) loaded on
 * first use: most visits make none, so no page pays for it up front (the JavaScript budget, scripts/size.ts).
 */
async function api() {
  const [calls, { browserApi }] = await Promise.all([import('@/lib/api'), import('@/lib/api/browser')])
  return { calls, client: browserApi() }
}

/** The layout every route shares (docs/product.md §2): header, main content, divider, footer. Providers: +Wrapper. */
export default function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext()
  // A stored token the server no longer accepts (expired, revoked by a password reset) counts as logged out.
  useSessionCheck(async () => {
    const { calls, client } = await api()
    return calls.me(client)
  })
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
      <Footer
        onSubscribe={async (email) => {
          const { calls, client } = await api()
          return calls.subscribeToNewsletter(client, email)
        }}
      />
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
