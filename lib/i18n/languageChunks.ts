/**
 * The screens' catalogues in the other languages, in the browser (docs/adr/0009-message-catalogue.md). The browser
 * build (lib/i18n/languageChunksPlugin.ts) moves each message module's Arabic out of it, into
 *
 * - one chunk per page, with the Arabic of every screen in that page's first JavaScript, which its Arabic HTML
 *   preloads (pages/+Head.tsx): the page's entry registers it here with `registerLanguageChunk`;
 * - one chunk per message module, for code loaded later (a dialog, a form, the header): the module registers it with
 *   `registerLanguageChunk`, and the `import()` that loaded the module waits for it (`afterMessages`).
 *
 * A page renders in a language once `renderInLanguage` has loaded its messages (pages/+onBeforeRenderClient.ts);
 * English pages load none. On the server, in development, in the tests and in Storybook the modules keep every
 * language and register nothing, so there is nothing to load.
 */
import type { Locale } from './locale'

type Load = () => Promise<unknown>
/** What a language's chunk of a message module exports: each screen's catalogue under its name (`cartMessages`). */
type Screens = Record<string, unknown>

/** Catalogues under `<locale>:<module>#<export>` (e.g. `ar:cart#cartMessages`), and `<locale>:<module>` once there. */
const provided = new Map<string, unknown>()
/**
 * What loads a message module's catalogues, under `<locale>:<module>`, and a page's, under `<locale>:<pageId>` (page
 * ids start with a slash: `/pages/cart`), each fetched once.
 */
const chunks = new Map<string, Load>()
/** The page on screen and its language: code loaded from now on brings its catalogues in it. */
let current: { locale: Locale; pageId: string } | undefined

/** A screen's catalogue from its language's chunk: `ar` of a message module in the browser build. */
export function providedMessages(locale: Locale, screen: string): unknown {
  const key = `${locale}:${screen}`
  if (!provided.has(key)) throw new Error(`${key} read before renderInLanguage('${locale}') loaded it`)
  return provided.get(key)
}

/**
 * Called as they are evaluated, in the browser build, by every message module (`cart`: what loads its catalogues) and
 * every page's entry (`/pages/cart`: what loads the catalogues of the page's first JavaScript).
 */
export function registerLanguageChunk(locale: Locale, moduleOrPage: string, load: () => Promise<Screens>): void {
  let started: Promise<void> | undefined
  const provide = (loaded: Screens) => {
    // A page's chunk: its modules' screens by module (lib/i18n/languageChunksPlugin.ts); a module's: its screens.
    const modules = moduleOrPage.startsWith('/')
      ? (loaded.default as Record<string, Screens>)
      : { [moduleOrPage]: loaded }
    for (const [module, screens] of Object.entries(modules)) {
      Object.entries(screens).forEach(([name, catalogue]) => provided.set(`${locale}:${module}#${name}`, catalogue))
      provided.set(`${locale}:${module}`, true)
    }
  }
  chunks.set(`${locale}:${moduleOrPage}`, () => (started ??= load().then(provide)))
}

/**
 * Resolves once the messages in `locale` of the page on screen, and of every module loaded so far, are there: at
 * once for English; otherwise after the page's chunk, then the chunks of the modules it does not cover. Also for
 * another language than the page's: the suggestion of Arabic on an English page (pages/+Layout.tsx).
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  await chunks.get(`${locale}:${current?.pageId}`)?.()
  const modules = [...chunks].filter(([key]) => key.startsWith(`${locale}:`) && key[locale.length + 1] !== '/')
  await Promise.all(modules.filter(([key]) => !provided.has(key)).map(([, load]) => load()))
}

/**
 * Every `import()` of the shop's code in the browser build resolves through this: once the code it loaded has its
 * messages in the language of the page on screen, so a dialog or a form loaded into an Arabic page renders, and
 * validates, in Arabic.
 */
export async function afterMessages<T>(loading: Promise<T>): Promise<T> {
  const loaded = await loading
  if (current) await loadLanguage(current.locale)
  return loaded
}

/**
 * The page `pageId` (none: an error before any page matched) renders in `locale`: resolves when its messages are
 * there; code loaded later brings its own.
 */
export async function renderInLanguage(locale: Locale, pageId: string | null): Promise<void> {
  current = { locale, pageId: pageId ?? '' }
  await loadLanguage(locale)
}
