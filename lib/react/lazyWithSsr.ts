/**
 * Components whose code (and libraries: react-hook-form, zod, Radix) stays out of a page's first JavaScript and
 * loads while the page hydrates, without a layout shift or a hydration mismatch (docs/performance.md, "JavaScript
 * budget").
 *
 * - On the server each one is loaded when its page module is evaluated, and `whenLazyComponentsLoaded`
 *   (`pages/+onBeforeRenderHtml.ts`) holds the render until it has, so the HTML holds the whole component:
 *   `renderToString` would otherwise write the `<Suspense>` fallback.
 * - In the browser its chunk is requested as soon as the page module is evaluated (in parallel with hydration,
 *   not before it), and it renders through `React.lazy`: during hydration the nearest `<Suspense>` keeps the
 *   server's HTML in place until the chunk has arrived, then hydrates it. Content rendered only in the browser
 *   shows the boundary's fallback until then.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Module<P> = { default: ComponentType<P> }

const loading = new Set<Promise<unknown>>()

/** `load` picks one named export: `() => import('./Form').then((m) => ({ default: m.Form }))`. */
export function lazyWithSsr<P extends object>(load: () => Promise<Module<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: Module<P> | undefined
  const started = load().then((module) => {
    loaded = module
    return module
  })
  loading.add(started.catch(() => undefined))
  // A thenable that has already settled: React.lazy then renders at once instead of suspending (server renders).
  const settled = (module: Module<P>) => ({ then: (resolve: (m: Module<P>) => void) => resolve(module) })
  return lazy(() => (loaded ? (settled(loaded) as unknown as Promise<Module<P>>) : started))
}

/**
 * Resolves once every lazy component evaluated so far has loaded (or failed to). The server awaits it before
 * rendering; the browser before its first store update (pages/+onHydrationEnd.ts): an update that reaches a
 * boundary still waiting for its chunk makes React drop the server's HTML and render the fallback, so the header
 * would vanish and come back (a layout shift).
 */
export async function whenLazyComponentsLoaded(): Promise<void> {
  await Promise.all(loading)
}
