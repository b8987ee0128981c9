import { whenLazyComponentsLoaded } from '@/lib/react/lazyWithSsr'

/** The server renders lazily loaded components whole, not their fallbacks (lib/react/lazyWithSsr.ts). */
export default async function onBeforeRenderHtml(): Promise<void> {
  await whenLazyComponentsLoaded()
}
