import type { PageContextServer } from 'vike/types'
import { createServerStyleSheet } from '@/components/ui/serverStyles'
import { whenLazyComponentsLoaded } from '@/lib/react/lazyWithSsr'

/**
 * The server renders lazily loaded components whole, not their fallbacks (lib/react/lazyWithSsr.ts), and collects
 * the render's styles in a sheet of its own (components/ui/serverStyles.tsx; pages/+Wrapper.tsx renders into it).
 */
export default async function onBeforeRenderHtml(pageContext: PageContextServer): Promise<void> {
  pageContext.serverStyleSheet = createServerStyleSheet()
  await whenLazyComponentsLoaded()
}
