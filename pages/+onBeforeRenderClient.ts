import type { PageContextClient } from 'vike/types'
import { adoptServerStyles } from '@/components/ui/serverStyles'
import { renderInLanguage } from '@/lib/i18n/languageChunks'
import { whenLazyComponentsLoaded } from '@/lib/react/lazyWithSsr'

/**
 * A page renders once it has its language's messages: English pages ship none of the Arabic; an Arabic page loads
 * its own (one chunk, preloaded by its HTML) before it hydrates or renders after a client navigation (the language
 * switch), and what it has loaded stays for the rest of the visit (lib/i18n/languageChunks.ts).
 *
 * Hydration also waits for the lazily loaded parts of the page (header, footer, forms: lib/react/lazyWithSsr.ts), so
 * React hydrates the whole server HTML in one pass. Otherwise those parts stay waiting inside their `<Suspense>`
 * while pages/+onHydrationEnd.ts restores the session, bag and wishlist; an update reaching such a part makes React
 * drop its server HTML (the header vanished and came back, a layout shift), or, when the restored state changes what
 * it shows (a signed-in header), fail to hydrate it.
 *
 * Before hydrating, styled-components learns the class names in the server's styles, so it re-inserts none of them
 * (components/ui/serverStyles.tsx).
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.isHydration) adoptServerStyles()
  await Promise.all([
    renderInLanguage(pageContext.locale, pageContext.pageId),
    pageContext.isHydration ? whenLazyComponentsLoaded() : undefined,
  ])
}
