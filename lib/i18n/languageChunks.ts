/**
 * The screens' catalogues in the other languages, in the browser (docs/adr/0009-message-catalogue.md): the browser
 * build (lib/i18n/languageChunksPlugin.ts) moves each message module's Arabic into one Arabic chunk, which gives the
 * catalogues to `provideMessages` as it runs. The module keeps an `ar` that reads them from here and registers how to
 * load that chunk, so a page in Arabic loads it before it renders (pages/+onBeforeRenderClient.ts) and English pages
 * never do. On the server, in development, in the tests and in Storybook the modules keep every language and nothing
 * is registered, so `loadLanguage` has nothing to do.
 */
import type { Locale } from './locale'

const provided = new Map<string, unknown>()
const chunks = new Map<Locale, () => Promise<unknown>>()

/** Called by a language's chunk: one screen's catalogue, under `<module>#<export>` (e.g. `cart#cartMessages`). */
export function provideMessages(locale: Locale, screen: string, catalogue: unknown): void {
  provided.set(`${locale}:${screen}`, catalogue)
}

/** A screen's catalogue from its language's chunk: `ar` of a message module in the browser build. */
export function providedMessages(locale: Locale, screen: string): unknown {
  const key = `${locale}:${screen}`
  if (!provided.has(key)) {
    throw new Error(`The ${locale} messages of ${screen} are read before loadLanguage('${locale}') has loaded them`)
  }
  return provided.get(key)
}

/** Called by every message module of the browser build; each one's chunk of a language is the same one. */
export function registerLanguageChunk(locale: Locale, load: () => Promise<unknown>): void {
  if (!chunks.has(locale)) chunks.set(locale, load)
}

/**
 * Resolves once every screen's messages in `locale` are there: at once for English, and wherever the modules keep
 * every language; otherwise when its chunk has loaded (fetched once, preloaded by pages in that language: +Head.tsx).
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  await chunks.get(locale)?.()
}
