import type { PageContextClient } from 'vike/types'
import { whenLazyComponentsLoaded } from '@/lib/react/lazyWithSsr'

/**
 * Hydration starts once the lazily loaded parts of the page (header, footer, forms: lib/react/lazyWithSsr.ts) have
 * their code, so React hydrates the whole server HTML in one pass. Otherwise those parts stay waiting inside their
 * `<Suspense>` while pages/+onHydrationEnd.ts restores the session, bag and wishlist; an update reaching such a part
 * makes React drop its server HTML (the header vanished and came back, a layout shift), or, when the restored state
 * changes what it shows (a signed-in header), fail to hydrate it.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.isHydration) await whenLazyComponentsLoaded()
}
