/**
 * Components whose code (and libraries: react-hook-form, zod, Radix) stays out of a page's first JavaScript and
 * loads while the page hydrates, without a layout shift or a hydration mismatch (docs/performance.md, "JavaScript
 * budget").
 *
 * - On the server each one is loaded when its page module is evaluated, and `whenLazyComponentsLoaded`
 *   (`pages/+onBeforeRenderHtml.ts`) holds the render until it has, so the HTML holds the whole component:
 *   `renderToString` would otherwise write the `<Suspense>` fallback.
 * - In the browser its chunk is requested right after the page module is evaluated, and hydration waits for it, so
 *   the whole page hydrates in one pass before the store's first update. Content rendered only in the browser (a
 *   client navigation, a component shown later) shows the nearest `<Suspense>` fallback until its chunk arrives.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Module<P> = { default: ComponentType<P> }

const loading = new Set<Promise<unknown>>()

/** `load` picks one named export: `() => import('./Form').then((m) => ({ default: m.Form }))`. */
export function lazyWithSsr<P extends object>(load: () => Promise<Module<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: Module<P> | undefined
  const started = startSoon(load).then((module) => {
    loaded = module
    return module
  })
  loading.add(started.catch(() => undefined))
  // A thenable that has already settled: React.lazy then renders at once instead of suspending (server renders).
  const settled = (module: Module<P>) => ({ then: (resolve: (m: Module<P>) => void) => resolve(module) })
  return lazy(() => (loaded ? (settled(loaded) as unknown as Promise<Module<P>>) : started))
}

/**
 * In the browser the load starts in a task of its own, right after the one that evaluates the page's modules: each
 * `import()` has Vite's preload helper add a `<link rel="modulepreload">` to the head for every chunk it needs, and
 * adding 20–30 of them took 5–14 ms inside the evaluation task on a product page (unthrottled; four times that on a
 * phone), which made that task long (issue 40, docs/performance.md). The server starts at once (nothing to split).
 */
function startSoon<T>(load: () => Promise<T>): Promise<T> {
  return import.meta.env.SSR ? load() : new Promise((next) => setTimeout(next)).then(load)
}

/**
 * Resolves once every lazy component evaluated so far has loaded (or failed to): the server awaits it before
 * rendering (pages/+onBeforeRenderHtml.ts), the browser before hydrating (pages/+onBeforeRenderClient.ts).
 */
export async function whenLazyComponentsLoaded(): Promise<void> {
  await Promise.all(loading)
}
