/**
 * A module every page imports once it has hydrated and cannot do without for long: the bag's persistence
 * (pages/+onHydrationEnd.ts), which Add To Bag and the bag's count wait for. Called by this name, its `import()` is
 * found by the build (lib/i18n/languageChunksPlugin.ts), which lists the module's chunks with those of the page's
 * `lazyWithSsr` parts, and the page's HTML preloads them (pages/+Head.tsx): the browser fetches them with the page's
 * own scripts, not a round trip after hydration (issue 40, docs/performance.md). Nothing else changes: the module is
 * still evaluated only when imported.
 */
export function importAtHydration<T>(load: () => Promise<T>): Promise<T> {
  return load()
}
