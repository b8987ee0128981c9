import { useLayoutEffect, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { StyleSheetManager } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import type { PageContextServer } from 'vike/types'
import { AppProviders } from '@/components/ui/AppProviders'
import { directionOf, LANGUAGE_TAGS } from '@/lib/i18n/locale'

/**
 * Whether this document's global styles came from the server: true in the browser when the first page was rendered
 * by the server (its HTML is in vike-react's root before React renders; a page with `ssr: false` starts empty), and
 * decided once, so the global styles are rendered or not for the document's whole life, across client navigations.
 * The server renders them on every page, so they are in the server's `<style>` (components/ui/serverStyles.tsx), and
 * they stay there, or in styled-components' sheet once it has taken them over, as long as no `<GlobalStyle>` unmounts
 * (docs/performance.md "Cuts").
 */
let globalStyleFromServer: boolean | undefined
function hasGlobalStyleFromServer(): boolean {
  if (import.meta.env.SSR) return false
  globalStyleFromServer ??= (document.getElementById('root')?.childNodes.length ?? 0) > 0
  return globalStyleFromServer
}

/**
 * Providers around every page, the error page included, and around +Layout (vike-react nests Wrapper > Layout >
 * Page). The Redux store comes from vike-react-redux (pages/+redux.ts); bag persistence still starts only after
 * hydration (pages/+onHydrationEnd.ts), so there is no PersistGate here.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { locale } = pageContext
  useLayoutEffect(() => {
    // The server writes `<html lang dir>`; a client navigation to the other language must change them before paint.
    document.documentElement.dir = directionOf(locale)
    document.documentElement.lang = LANGUAGE_TAGS[locale]
  }, [locale])
  const store = pageContext.isClientSide ? pageContext.globalContext.store : pageContext.store
  const providers = (
    <AppProviders locale={locale} globalStyle={!hasGlobalStyleFromServer()}>
      {children}
    </AppProviders>
  )
  // The store again, now with the state the server rendered (vike-react-redux's Provider has none): a part of the
  // page that hydrates after pages/+onHydrationEnd.ts restored the session and the bag (a lazily loaded header still
  // waiting in its <Suspense>) hydrates from what the server saw, then re-renders with the restored state, instead
  // of failing to hydrate or dropping the server's HTML (a layout shift).
  const page = store ? (
    <Provider store={store} serverState={pageContext.redux?.ssrState}>
      {providers}
    </Provider>
  ) : (
    providers
  )
  // On the server, the styles go to this render's own sheet (pages/+onBeforeRenderHtml.ts).
  const serverStyleSheet = import.meta.env.SSR ? (pageContext as PageContextServer).serverStyleSheet : undefined
  return serverStyleSheet ? <StyleSheetManager sheet={serverStyleSheet.instance}>{page}</StyleSheetManager> : page
}
