import { lazy, Suspense, useCallback, useEffect, useState, type ComponentProps, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { Divider, SkipLink } from '@/components/layout/PageShell'
import type { FetchSuggestions } from '@/components/search/useSuggestions'
import { useMessages } from '@/lib/react/LocaleContext'
import { loadLanguage } from '@/lib/i18n/languageChunks'
import { splitLocale } from '@/lib/i18n/locale'
import { LANGUAGE_SUGGESTION_KEY, readsArabicFirst } from '@/lib/i18n/suggestion'
import { commonMessages } from '@/lib/i18n/messages/common'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { useAppSelector } from '@/lib/store/hooks'

/**
 * The header (search box and its suggestions, the icon buttons) and the footer (the newsletter form) are rendered
 * whole by the server and hydrate when their chunk arrives, requested as the layout runs, not in every page's first
 * JavaScript (lib/react/lazyWithSsr.ts, docs/performance.md). A click on them meanwhile is replayed by React once
 * they have hydrated; their links work before.
 */
const Header = lazyWithSsr(() => import('@/components/layout/Header').then((m) => ({ default: m.Header })))
const Footer = lazyWithSsr(() => import('@/components/layout/Footer').then((m) => ({ default: m.Footer })))

/**
 * The bag and the phone menu render nothing until first opened, so their code (the bag's lines and checkout, the
 * menu's links) loads then, not with every page (docs/performance.md, "JavaScript budget"). Closed on the server
 * and at hydration alike, so both render nothing there.
 */
const CartPanel = lazy(() => import('@/components/cart/CartPanel').then((m) => ({ default: m.CartPanel })))
const MobileMenu = lazy(() => import('@/components/layout/MobileMenu').then((m) => ({ default: m.MobileMenu })))

/**
 * The toasts, the session check and Stripe.js start once the page has hydrated (there is nothing of them in the
 * server's HTML), from their own chunk.
 */
const AfterHydration = lazy(() =>
  import('@/components/layout/AfterHydration').then((m) => ({ default: m.AfterHydration })),
)

/**
 * The suggestion of Arabic (docs/product.md §19.2) loads only for a browser that reads Arabic first and has not
 * answered it: everyone else's pages never fetch it. It is written in Arabic, so the Arabic messages come with it
 * once its module has loaded (lib/i18n/languageChunks.ts), ready for the page it suggests.
 */
const LanguageSuggestion = lazy(() =>
  import('@/components/layout/LanguageSuggestion').then(async (m) => {
    await loadLanguage('ar')
    return { default: m.LanguageSuggestion }
  }),
)

/**
 * The suggestion, for a browser that reads Arabic first and has not answered it. A component of its own, like
 * `AfterHydrationParts`: its state is set by an effect at hydration, and were that state the layout's, the layout would
 * render again while the header, main content and footer are still dehydrated (each hydrates on its own, in slices),
 * handing their `<Suspense>` boundaries new props; React answers an update to a dehydrated boundary by hydrating it at
 * once, synchronously, in one long task (issue 40, docs/performance.md "Synchronous renders after hydration").
 */
function LanguageSuggestionSlot({ currentUrl }: { currentUrl: string }) {
  const [may, setMay] = useState(false)
  useEffect(() => {
    try {
      setMay(!localStorage.getItem(LANGUAGE_SUGGESTION_KEY) && readsArabicFirst(navigator.languages ?? []))
    } catch {
      // No storage (private mode): no suggestion.
    }
  }, [])
  return may ? (
    <Suspense fallback={null}>
      <LanguageSuggestion currentUrl={currentUrl} />
    </Suspense>
  ) : null
}

/**
 * The parts that start once the page has hydrated (nothing of them is in the server's HTML): rendered from the
 * render after the one that hydrates, by a component of its own so that only it renders again then, not the layout
 * (see `LanguageSuggestionSlot`).
 */
function AfterHydrationParts({ fetchMe }: { fetchMe: ComponentProps<typeof AfterHydration>['fetchMe'] }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? (
    <Suspense fallback={null}>
      <AfterHydration fetchMe={fetchMe} />
    </Suspense>
  ) : null
}

/** Renders `children` from the first time `open` is true on. */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * The API calls the layout makes, with the GraphQL client (graphql-request and the `graphql` package) loaded on
 * first use: most visits make none, so no page pays for it up front (the JavaScript budget, scripts/size.ts).
 */
async function api() {
  const [documents, { browserApi }] = await Promise.all([
    import('@/lib/api/operations.generated'),
    import('@/lib/api/browser'),
  ])
  return { documents, client: browserApi() }
}

/** The layout every route shares (docs/product.md §2): header, main content, divider, footer. Providers: +Wrapper. */
export default function Layout({ children }: { children: ReactNode }) {
  const t = useMessages(commonMessages)
  const { urlPathname, urlParsed, locale } = usePageContext()
  // Suggestions name the products in the page's language (docs/product.md §15.3); their code loads with the first.
  const suggest = useCallback<FetchSuggestions>(
    (query, signal) =>
      import('@/lib/search/suggestions').then(({ fetchSuggestions }) => fetchSuggestions(query, signal, locale)),
    [locale],
  )
  // The page's address in English, for the language switch (Vike gives the path without the language prefix, except
  // on an error page rendered for a +data hook's render(404), which keeps it).
  const currentUrl = splitLocale(urlPathname + (urlParsed.searchOriginal ?? '')).path
  const menuOpen = useAppSelector((state) => state.ui.menuOpen)
  const cartOpen = useAppSelector((state) => state.cart.shouldDisplayCart)
  return (
    <>
      <SkipLink href="#main">{t.skipToContent}</SkipLink>
      <LanguageSuggestionSlot currentUrl={currentUrl} />
      <Suspense>
        <Header currentPath={urlPathname} currentUrl={currentUrl} fetchSuggestions={suggest} />
      </Suspense>
      <OnceOpened open={menuOpen}>
        <MobileMenu fetchSuggestions={suggest} currentUrl={currentUrl} />
      </OnceOpened>
      <OnceOpened open={cartOpen}>
        <CartPanel />
      </OnceOpened>
      <Main id="main" tabIndex={-1}>
        {/* Hydration in slices: React hydrates the server HTML inside a <Suspense> at a low priority, a few
            milliseconds at a time, yielding to the browser between them, so a tap during hydration is answered
            (React hydrates the tapped part first) instead of waiting for the whole page to hydrate in one long task.
            Outside any boundary it hydrates in one piece. The header and footer have theirs. docs/performance.md */}
        <Suspense>{children}</Suspense>
      </Main>
      <Divider />
      <Suspense>
        <Footer
          onSubscribe={async (email) => {
            const { documents, client } = await api()
            return (await client.request(documents.SubscribeToNewsletterDocument, { email })).subscribeToNewsletter
          }}
        />
      </Suspense>
      <AfterHydrationParts
        // A stored token the server no longer accepts (expired, revoked by a password reset) counts as logged out.
        fetchMe={async () => {
          const { documents, client } = await api()
          return (await client.request(documents.MeDocument)).me
        }}
      />
    </>
  )
}

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`

// What this layout sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _subscribeToNewsletterOperation = /* GraphQL */ `
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email)
  }
`
