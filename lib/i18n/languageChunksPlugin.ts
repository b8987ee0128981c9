/**
 * The other languages out of the English pages (docs/adr/0009-message-catalogue.md). A screen's message module holds
 * its English and its Arabic side by side, so without this every English page would ship the Arabic of every screen
 * it shows. In the browser build this Vite plugin splits each module under lib/i18n/messages/ by language:
 *
 * - the module keeps its English catalogue; its `ar` becomes a getter that reads the Arabic from
 *   lib/i18n/languageChunks.ts, and it registers `import('./<module>.ts?lang=ar')` there, awaiting it when it is
 *   loaded into a page already in Arabic (a dialog, a form, the header);
 * - `<module>.ts?lang=ar` is the same module exporting each screen's Arabic catalogue under the screen's name, and
 *   without the English one or any other export (so helpers only the English uses fall away, and the other way
 *   round): a chunk of its own, which imports nothing of lib/i18n/languageChunks.ts;
 * - every page's `+Page` module registers `import('virtual:language-page:ar:<pageId>')` there: one chunk with a copy of
 *   the Arabic of every message module in the page's first JavaScript (the static imports of the build entry that
 *   imports the `+Page` file, and of the modules those load with `lazyWithSsr(() => import(…))`: the header, the
 *   footer, a page's forms, which load as the page starts and which hydration waits for), so a page in Arabic loads
 *   one small chunk, not every screen's Arabic nor a chunk per screen, and nothing more after its lazy parts arrive
 *   (issue 40: the header's and footer's Arabic came in seven more files a round trip later);
 * - the server's pages in Arabic preload their page's chunk and the chunks it imports: `virtual:language-chunk-urls`
 *   gives them their URLs, and `.vite/language-chunks.json` gives them to `npm run size`;
 * - the same two give every page, in each language, the chunks of the parts it loads with `lazyWithSsr` as it starts
 *   and of the modules it imports with `importAtHydration` once hydrated (`lazyChunkUrls`, `lazy`: `pageLazyChunks`),
 *   which it preloads too: this plugin is where the build already knows those parts, each page's entry and its
 *   messages' chunks.
 *
 * The plugin knows a page by the shop's own files only: a `+Page` file's folder is its page id (`/pages/cart`, Vike's
 * `pageContext.pageId`), and its entry is whichever entry of the build imports it (Rollup's module graph), so it names
 * none of Vike's module ids. The server build, the dev server, Vitest and Storybook keep the modules as they are. A `defineMessages` call this
 * cannot split (anything but `export const x = defineMessages({ en: {…}, ar: {…} })`, or a catalogue that other code
 * of its module reads) fails the build, rather than shipping pages without their Arabic.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import MagicString from 'magic-string'
import { parseAst, type ESTree, type Plugin, type Rolldown } from 'vite'
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locale'

const MESSAGES_DIR = fileURLToPath(new URL('./messages/', import.meta.url))
const RUNTIME = fileURLToPath(new URL('./languageChunks.ts', import.meta.url))
const DEFINE_MESSAGES = fileURLToPath(new URL('./messages.ts', import.meta.url))
/**
 * The small helpers the catalogues import that a page's first JavaScript may not have: the Arabic "N pieces"
 * (`piecesAr`, which only the Arabic catalogues read) and the direction marks (`ltr`, `isolated`). A page's chunk
 * takes a copy of each, like the catalogues', rather than import one more file of a few bytes (issue 40: a page in
 * Arabic loads one file more than in English, its chunk). Pure functions, so a second copy changes nothing.
 */
const ARABIC_HELPERS = ['./pieces.ts', './bidi.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url)))
/**
 * The functions whose `import()`s a page loads as it starts: as a module is evaluated, which hydration waits for
 * (lib/react/lazyWithSsr.ts), or as soon as it has hydrated (lib/react/importAtHydration.ts).
 */
const HYDRATION_LOADERS = new Set(['lazyWithSsr', 'importAtHydration'])
/** The languages that leave the message modules: every one but English, the source of the types. */
const MOVED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
/** The one name the split modules add (`import * as … from` the runtime). */
const RUNTIME_NAME = '__languageChunks'
const URLS_ID = 'virtual:language-chunk-urls'
const RESOLVED_URLS_ID = `\0${URLS_ID}`
/** A page's own component, `pages/cart/+Page.tsx`: the file every page has, named by Vike's public file convention. */
const PAGE_FILE = /^\+Page\.[cm]?[jt]sx?$/
/** A page's messages in a language: `virtual:language-page:ar:/pages/cart`. */
const PAGE_LANGUAGE = 'virtual:language-page:'
/** Where `npm run size` finds the chunks of each page's messages, beside Vite's own manifests. */
export const LANGUAGE_CHUNKS_MANIFEST = '.vite/language-chunks.json'

/** Each language's chunks to preload, by page id (`/pages/cart`). */
export type LanguageChunkUrls = Partial<Record<Locale, Record<string, string[]>>>

/**
 * `.vite/language-chunks.json`: the URLs, the page id of each page's entry (`assets/entries/pages_cart.<hash>.js`),
 * and in each language the chunks of the parts each page loads with `lazyWithSsr` (`lazy`, see `pageLazyChunks`).
 */
export interface LanguageChunksManifest {
  urls: LanguageChunkUrls
  entries: Record<string, string>
  lazy: LanguageChunkUrls
}

/**
 * The language of a module id split off by this plugin: `…/cart.ts?lang=ar` (the module's own chunk) and
 * `…/cart.ts?lang=ar&page=pages_cart` (its copy in a page's chunk) → `ar`.
 */
export function languageOfId(id: string): Locale | undefined {
  const lang = /\?lang=([\w-]+)(?:&page=[\w-]+)?$/.exec(id)?.[1]
  return isLocale(lang) ? lang : undefined
}

type Node = ESTree.Node

interface Screen {
  /** `cart#cartMessages`: the module's path under lib/i18n/messages and the export. */
  key: string
  statement: ESTree.ExportNamedDeclaration
  catalogues: Map<string, ESTree.ObjectProperty>
}

/** Calls `visit` on every node under `node` with its parent and the field that holds it. */
function walk(node: Node, visit: (node: Node, parent: Node | undefined, field: string) => void): void {
  const step = (child: Node, parent: Node | undefined, field: string) => {
    visit(child, parent, field)
    for (const [key, value] of Object.entries(child)) {
      if (key === 'parent') continue
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item && typeof item === 'object' && typeof (item as { type?: unknown }).type === 'string') {
          step(item as Node, child, key)
        }
      }
    }
  }
  step(node, undefined, '')
}

/** A name that reads a binding: not a property's key, a member's name, a label or the name being declared. */
function isReference(node: Node, parent: Node | undefined, field: string): node is ESTree.IdentifierReference {
  if (node.type !== 'Identifier' || !parent) return false
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition') && field === 'key') return parent.computed
  if (parent.type === 'MemberExpression' && field === 'property') return parent.computed
  if (parent.type === 'VariableDeclarator' && field === 'id') return false
  return !['LabeledStatement', 'BreakStatement', 'ContinueStatement'].includes(parent.type)
}

function propertyName(property: ESTree.ObjectProperty): string | undefined {
  if (property.computed) return undefined
  if (property.key.type === 'Identifier') return property.key.name
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : undefined
}

/** The screens of a message module, or an error saying why one cannot be split. */
function findScreens(program: ESTree.Program, screenPrefix: string): Screen[] {
  const screens: Screen[] = []
  const calls = new Set<Node>()
  const shape = 'export const <name> = defineMessages({ en: {…}, ar: {…} })'
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue
    const { kind, declarations } = statement.declaration
    const init = declarations[0]?.init
    if (init?.type !== 'CallExpression' || init.callee.type !== 'Identifier' || init.callee.name !== 'defineMessages') {
      continue
    }
    const id = declarations[0]!.id
    const [catalogues] = init.arguments
    if (kind !== 'const' || declarations.length !== 1 || id.type !== 'Identifier') {
      throw new Error(`${screenPrefix}: defineMessages must be the one declaration of its statement: ${shape}`)
    }
    if (init.arguments.length !== 1 || catalogues?.type !== 'ObjectExpression') {
      throw new Error(`${screenPrefix}: ${id.name} must be given one object literal: ${shape}`)
    }
    const byLocale = new Map<string, ESTree.ObjectProperty>()
    for (const property of catalogues.properties) {
      const name = property.type === 'Property' ? propertyName(property) : undefined
      if (property.type !== 'Property' || name === undefined || property.kind !== 'init' || property.method) {
        throw new Error(`${screenPrefix}: ${id.name} may only hold plain properties, one per language: ${shape}`)
      }
      if (!isLocale(name) || byLocale.has(name) || property.shorthand) {
        throw new Error(`${screenPrefix}: ${id.name} has '${name}', not one catalogue per language: ${shape}`)
      }
      byLocale.set(name, property)
    }
    const missing = LOCALES.filter((locale) => !byLocale.has(locale))
    if (missing.length > 0) throw new Error(`${screenPrefix}: ${id.name} has no '${missing.join("', '")}' catalogue`)
    calls.add(init)
    screens.push({ key: `${screenPrefix}#${id.name}`, statement, catalogues: byLocale })
  }
  const names = new Set(screens.map((screen) => screen.key.split('#')[1]!))
  walk(program, (node, parent, field) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'defineMessages') {
      if (!calls.has(node)) throw new Error(`${screenPrefix}: a defineMessages call that is not ${shape}`)
    }
    if (node.type === 'Identifier' && node.name === RUNTIME_NAME) {
      throw new Error(`${screenPrefix}: the name ${RUNTIME_NAME} is taken by lib/i18n/languageChunksPlugin.ts`)
    }
    if (isReference(node, parent, field) && names.has(node.name)) {
      // In the split module this name holds no catalogue, and in the other language's chunk it does not exist.
      throw new Error(`${screenPrefix}: ${node.name} is read by its own module; read it where it is used instead`)
    }
  })
  return screens
}

export interface SplitOptions {
  /** The module's path under lib/i18n/messages, without `.ts`: `cart`. */
  screenPrefix: string
  /** The module's file name, for its own `import('./cart.ts?lang=ar')`. */
  fileName: string
  /** How the split modules import lib/i18n/languageChunks.ts. */
  runtime: string
}

/**
 * A message module's code (JavaScript) split by language: `language` undefined gives the module with only its
 * English catalogue, a language the module of that language's chunk. `undefined` when the module defines no screen.
 */
export function splitMessages(
  code: string,
  language: Locale | undefined,
  { screenPrefix, fileName, runtime }: SplitOptions,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const program = parseAst(code, { lang: 'js' })
  const screens = findScreens(program, screenPrefix)
  if (screens.length === 0) return undefined
  const s = new MagicString(code)
  if (language === undefined) {
    s.prepend(`import * as ${RUNTIME_NAME} from ${JSON.stringify(runtime)};\n`)
    for (const screen of screens) {
      for (const locale of MOVED) {
        const property = screen.catalogues.get(locale)!
        const read = `${RUNTIME_NAME}.providedMessages(${JSON.stringify(locale)}, ${JSON.stringify(screen.key)})`
        s.overwrite(property.start, property.end, `get ${locale}() { return ${read} }`)
      }
    }
    for (const locale of MOVED) {
      const variant = JSON.stringify(`./${fileName}?lang=${locale}`)
      const args = `${JSON.stringify(locale)}, ${JSON.stringify(screenPrefix)}, () => import(${variant})`
      s.append(`\n${RUNTIME_NAME}.registerLanguageChunk(${args});\n`)
    }
  } else {
    const byStatement = new Map<Node, Screen>(screens.map((screen) => [screen.statement, screen]))
    for (const statement of program.body) {
      const screen = byStatement.get(statement)
      if (screen) {
        const catalogue = screen.catalogues.get(language)!.value
        s.overwrite(statement.start, catalogue.start, `export const ${screen.key.split('#')[1]} = `)
        s.overwrite(catalogue.end, statement.end, ';')
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        s.remove(statement.start, statement.declaration.start)
      } else if (
        statement.type === 'ExportDefaultDeclaration' &&
        (statement.declaration.type === 'FunctionDeclaration' || statement.declaration.type === 'ClassDeclaration') &&
        statement.declaration.id
      ) {
        s.remove(statement.start, statement.declaration.start)
      } else if (statement.type.startsWith('Export')) {
        // `export { … }`, `export * from`, `export default <expression>`: nothing the catalogue can read.
        s.remove(statement.start, statement.end)
      }
    }
  }
  return { code: s.toString(), map: s.generateMap({ hires: true }) }
}

/**
 * The shop's browser code with every `import()` resolving only once the code it loads has its messages in the page's
 * language (`afterMessages`). `undefined` when the module has no `import()`.
 */
export function awaitMessagesOnImport(
  code: string,
  runtime: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!code.includes('import(')) return undefined
  const imports: Node[] = []
  walk(parseAst(code, { lang: 'js' }), (node) => {
    if (node.type === 'ImportExpression') imports.push(node)
  })
  if (imports.length === 0) return undefined
  const s = new MagicString(code)
  s.prepend(`import * as ${RUNTIME_NAME} from ${JSON.stringify(runtime)};\n`)
  for (const node of imports) {
    s.appendLeft(node.start, `${RUNTIME_NAME}.afterMessages(`)
    s.appendRight(node.end, ')')
  }
  return { code: s.toString(), map: s.generateMap({ hires: true }) }
}

/**
 * What a module loads with `lazyWithSsr(() => import('…'))` or `importAtHydration(() => import('…'))`: the specifiers,
 * which the page requests as it starts (HYDRATION_LOADERS), so their messages belong to the page's first load.
 */
export function hydrationImports(code: string): string[] {
  if (![...HYDRATION_LOADERS].some((name) => code.includes(name))) return []
  const found: string[] = []
  walk(parseAst(code, { lang: 'js' }), (node) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !HYDRATION_LOADERS.has(node.callee.name))
      return
    for (const argument of node.arguments) {
      walk(argument, (inner) => {
        if (
          inner.type === 'ImportExpression' &&
          inner.source.type === 'Literal' &&
          typeof inner.source.value === 'string'
        )
          found.push(inner.source.value)
      })
    }
  })
  return found
}

/** The function that loads a text page's body in the page's language only (components/prose/pageContent.tsx). */
const LOCALIZED_BODY = 'localizedBody'

/**
 * What a module that calls `localizedBody` loads in one language only: the `import()`s under each language's key of
 * its object literals (`{ en: () => import('./content'), ar: () => import('./content.ar') }`), by language. The
 * browser loads the page's own language's as the module is evaluated, and hydration waits for it, as for a
 * `lazyWithSsr` part.
 */
export function localizedHydrationImports(code: string): Partial<Record<Locale, string[]>> {
  if (!code.includes(LOCALIZED_BODY)) return {}
  const program = parseAst(code, { lang: 'js' })
  let calls = false
  walk(program, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === LOCALIZED_BODY)
      calls = true
  })
  if (!calls) return {}
  const found: Partial<Record<Locale, string[]>> = {}
  walk(program, (node) => {
    if (node.type !== 'Property') return
    const locale = propertyName(node as ESTree.ObjectProperty)
    if (!isLocale(locale)) return
    walk(node.value, (inner) => {
      if (
        inner.type === 'ImportExpression' &&
        inner.source.type === 'Literal' &&
        typeof inner.source.value === 'string'
      )
        (found[locale] ??= []).push(inner.source.value)
    })
  })
  return found
}

/** A module's import that the browser starts as the module is evaluated and hydration waits for, resolved. */
interface HydrationImport {
  id: string
  /** Only in this language (a text page's body); in every language when undefined. */
  locale?: Locale
}

/**
 * The chunks each page loads, in each language, for the parts its modules load as they are evaluated and that
 * hydration waits for (`lazyWithSsr`, `localizedBody`), or right after it (`importAtHydration`): the part's chunk and
 * every chunk it imports statically, then
 * those of the parts that these load in turn, but none the page's HTML preloads already (Vike's entry and the page's
 * entry and their imports, the page's messages in its language). Found in the built chunks, so a part counts when a
 * chunk the page loads holds a module that loads it: what the browser runs, not what the source suggests. Without
 * them in the HTML the browser learns of these chunks only once the page's modules have been fetched and evaluated,
 * and of a part's own parts a round trip later still: a product page on a phone hydrated after three waves of
 * requests (2026-11-30, slow 4G: 31 scripts, then 16, then 3), one with these preloads.
 */
function pageLazyChunks(
  chunks: Rolldown.OutputChunk[],
  base: string,
  pageEntryChunks: Map<string, string>,
  routing: Rolldown.OutputChunk[],
  urls: LanguageChunkUrls,
  hydrationImportsOf: (id: string) => HydrationImport[],
): LanguageChunkUrls {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk.fileName] as const)))
  const closure = (files: string[]) => {
    const seen = new Set(files)
    for (const file of seen) byFile.get(file)?.imports.forEach((name) => seen.add(name))
    return seen
  }
  const lazy: LanguageChunkUrls = {}
  for (const locale of LOCALES) {
    for (const [pageId, entry] of pageEntryChunks) {
      const messages = (urls[locale]?.[pageId] ?? []).map((url) => url.slice(base.length))
      const loaded = closure([...routing.map((chunk) => chunk.fileName), entry, ...messages])
      const found: string[] = []
      const queue = [...loaded]
      for (const file of queue) {
        const chunk = byFile.get(file)!
        // A chunk runs every module it holds that the build kept code of.
        const parts = chunk.moduleIds
          .filter((id) => (chunk.modules[id]?.renderedLength ?? 0) > 0)
          .flatMap(hydrationImportsOf)
          .filter((part) => part.locale === undefined || part.locale === locale)
          .flatMap((part) => chunkOf.get(part.id) ?? [])
        for (const next of parts.flatMap((part) => [...closure([part])])) {
          if (loaded.has(next)) continue
          loaded.add(next)
          found.push(next)
          queue.push(next)
        }
      }
      if (found.length > 0) lazy[locale] = { ...lazy[locale], [pageId]: found.map((file) => `${base}${file}`) }
    }
  }
  return lazy
}

/** The page and language of a page's messages (`\0virtual:language-page:ar:/pages/cart`). */
function pageOfId(id: string): { locale: Locale; pageId: string } | undefined {
  const match = /^\0virtual:language-page:([\w-]+):(.+)$/.exec(id)
  return match && isLocale(match[1]) ? { locale: match[1], pageId: match[2]! } : undefined
}

/** A message module's name in the screens' keys: `…/lib/i18n/messages/cart.ts` → `cart`. */
const screenPrefixOf = (messagesDir: string, file: string) =>
  path.relative(messagesDir, file).replace(/\.ts$/, '').split(path.sep).join('/')

/** A page id as a query value: `/pages/product/@slug` → `_pages_product__slug`. */
const pageQuery = (pageId: string) => pageId.replace(/[^\w-]/g, '_')

/** What a page's `+Page` module gains: the registration of its messages in each moved language. */
function pageRegistration(pageId: string, importsRuntime: boolean): string {
  const calls = MOVED.map((locale) => {
    const chunk = JSON.stringify(`${PAGE_LANGUAGE}${locale}:${pageId}`)
    return `${RUNTIME_NAME}.registerLanguageChunk(${JSON.stringify(locale)}, ${JSON.stringify(pageId)}, () => import(${chunk}));`
  })
  const runtime = importsRuntime ? '' : `\nimport * as ${RUNTIME_NAME} from ${JSON.stringify(RUNTIME)};`
  return `${runtime}\n${calls.join('\n')}\n`
}

/**
 * The message modules of a page's first load: those its entries import, directly or not, with static imports, and
 * those of the modules they load with `lazyWithSsr` (`lazyImports`: a module's resolved ids, known once it has been
 * loaded), which hydration waits for.
 */
async function firstLoadMessageModules(
  context: Rolldown.PluginContext,
  entries: string[],
  isMessageModule: (id: string) => boolean,
  lazyImports: (id: string) => Promise<string[]>,
): Promise<string[]> {
  const seen = new Set(entries)
  const found: string[] = []
  let level = entries
  while (level.length > 0) {
    const infos = await Promise.all(level.map((id) => context.load({ id, resolveDependencies: true })))
    const lazy = await Promise.all(level.map(lazyImports))
    level = []
    for (const imported of [...infos.flatMap((info) => info.importedIds), ...lazy.flat()]) {
      if (seen.has(imported) || imported.includes('/node_modules/')) continue
      seen.add(imported)
      if (isMessageModule(imported)) found.push(imported)
      level.push(imported)
    }
  }
  return found.sort()
}

/**
 * The build's entries that import `file` (Rollup's module graph): for a page's `+Page` file, the page's entry, which
 * imports the page's files directly. Asked from the page's language module, which only the `+Page` module imports, so
 * the entries have been parsed by then (a module's `importers` are not known until the whole graph is).
 */
function entriesImporting(context: Rolldown.PluginContext, file: string): string[] {
  return [...context.getModuleIds()].filter((id) => {
    const info = context.getModuleInfo(id)
    return info?.isEntry && info.importedIds.includes(file)
  })
}

/**
 * Each language's chunks to preload on each page, from the client build, after checking what the split promises:
 * no English chunk imports an Arabic one, and every message module of a page's first JavaScript has its Arabic in
 * its page's chunk. Returns the problems found instead, as messages.
 */
function pageLanguageChunks(
  chunks: Rolldown.OutputChunk[],
  base: string,
  isMessageModule: (id: string) => boolean,
  pageEntries: Map<string, string[]>,
): Omit<LanguageChunksManifest, 'lazy'> & { routing: Rolldown.OutputChunk[]; problems: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (files: string[]) => {
    const seen = new Set(files)
    for (const file of seen) byFile.get(file)?.imports.forEach((name) => seen.add(name))
    return seen
  }
  const problems: string[] = []
  const isMoved = (chunk: Rolldown.OutputChunk) =>
    chunk.moduleIds.some((id) => languageOfId(id) !== undefined || pageOfId(id) !== undefined)
  for (const chunk of chunks.filter((c) => !isMoved(c))) {
    const moved = chunk.imports.filter((file) => isMoved(byFile.get(file)!))
    if (moved.length > 0) problems.push(`${chunk.fileName} imports messages of another language: ${moved.join(', ')}`)
  }
  const pageEntryIds = new Set([...pageEntries.values()].flat())
  // The entries that are no page's: Vike's client router, which every page loads.
  const routing = chunks.filter((chunk) => chunk.isEntry && !pageEntryIds.has(chunk.facadeModuleId ?? ''))
  const urls: LanguageChunkUrls = {}
  const entries: Record<string, string> = {}
  for (const chunk of chunks) {
    // The page's module, in its group (chunkGroups).
    const page = chunk.moduleIds.map(pageOfId).find(Boolean)
    if (!page) continue
    const { locale, pageId } = page
    const ids = new Set(pageEntries.get(pageId))
    const entry = chunks.find((other) => other.isEntry && ids.has(other.facadeModuleId ?? ''))
    if (entry) entries[entry.fileName] = pageId
    else problems.push(`No entry of the build imports the +Page file of ${pageId} directly`)
    const english = closure([...routing, ...(entry ? [entry] : [])].map((c) => c.fileName))
    const own = [...closure([chunk.fileName])].filter((file) => !english.has(file))
    const moved = own.flatMap((file) => byFile.get(file)!.moduleIds)
    const copies = new Set(moved.filter((id) => languageOfId(id) === locale).map((id) => id.split('?')[0]))
    const needed = [...english].flatMap((file) => byFile.get(file)!.moduleIds.filter(isMessageModule))
    const missing = needed.filter((id) => !copies.has(id))
    if (missing.length > 0) problems.push(`The ${locale} chunk of ${pageId} lacks ${missing.join(', ')}`)
    urls[locale] = { ...urls[locale], [pageId]: own.map((file) => `${base}${file}`) }
  }
  return { urls, entries, routing, problems }
}

/** How the client build groups modules into chunks, beside what Rolldown decides itself. */
function chunkGroups() {
  return [
    {
      // A page's chunk holds its module and the copies it imports; their imports (`plural`, the shop's name) stay
      // where they are, in the chunks every page loads, rather than being split off again for them.
      name: (id: string) => {
        const page = pageOfId(id)
        if (page) return `messages-${page.locale}-${pageQuery(page.pageId)}`
        const copyFor = /&page=([\w-]+)$/.exec(id)?.[1]
        return copyFor ? `messages-${languageOfId(id)}-${copyFor}` : null
      },
      test: (id: string) => /&page=/.test(id) || pageOfId(id) !== undefined,
      includeDependenciesRecursively: false,
    },
    // The runtime goes with defineMessages, which every message module imports too: one chunk less on every page.
    { name: 'messages', test: (id: string) => id === RUNTIME || id === DEFINE_MESSAGES },
  ]
}

/**
 * The plugin, in vite.config.ts. `messagesDir` is for its tests.
 * Long function: a Vite plugin is one object of hooks that share the build's state (the pages found, their entries,
 * the URLs written); each hook's own work is in the functions above.
 */
export function languageChunksPlugin({ messagesDir = MESSAGES_DIR }: { messagesDir?: string } = {}): Plugin {
  let urls: LanguageChunkUrls = {}
  let lazyUrls: LanguageChunkUrls = {}
  /** Each page's `+Page` file by page id (`/pages/cart`), and the build entries that import it, as the build finds them. */
  const pageFiles = new Map<string, string>()
  const pageEntries = new Map<string, string[]>()
  /** Each shop module's `lazyWithSsr` import specifiers, as the transform finds them. */
  const lazySpecifiers = new Map<string, string[]>()
  /** The same and a text page's bodies (`localizedBody`), resolved, for the chunks each page preloads. */
  const resolvedHydrationImports = new Map<string, HydrationImport[]>()
  const isMessageModule = (id: string) => id.startsWith(messagesDir) && id.endsWith('.ts')
  const isClientBuild = (config: { command: string; consumer: string }) =>
    config.command === 'build' && config.consumer === 'client'
  return {
    name: 'language-chunks',
    // One instance for the client build and the server build after it: the server's pages preload what the client
    // build wrote.
    sharedDuringBuild: true,
    buildStart() {
      if (!isClientBuild(this.environment.config)) return
      urls = {}
      lazyUrls = {}
      resolvedHydrationImports.clear()
      pageFiles.clear()
      pageEntries.clear()
      lazySpecifiers.clear()
    },
    configEnvironment(name, options, { command }) {
      if (command !== 'build' || (options.consumer ?? (name === 'client' ? 'client' : 'server')) !== 'client') return
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } } } }
    },
    resolveId: {
      // Before Vite's own resolver, which would answer the helper's import first.
      order: 'pre',
      async handler(id, importer) {
        if (id === URLS_ID || id.startsWith(PAGE_LANGUAGE)) return `\0${id}`
        // A helper of the Arabic catalogues imported by a page's copy of one: a copy in the same page's chunk.
        const copyFor = importer && languageOfId(importer) && /&page=[\w-]+$/.exec(importer)?.[0]
        if (!copyFor) return undefined
        const resolved = await this.resolve(id, importer, { skipSelf: true })
        return resolved && ARABIC_HELPERS.includes(resolved.id)
          ? `${resolved.id}?lang=${languageOfId(importer)}${copyFor}`
          : undefined
      },
    },
    async load(id) {
      if (id === RESOLVED_URLS_ID) {
        return [
          `export const languageChunkUrls = ${JSON.stringify(urls)}`,
          `export const lazyChunkUrls = ${JSON.stringify(lazyUrls)}`,
        ].join('\n')
      }
      const page = pageOfId(id)
      if (!page) return undefined
      const entries = entriesImporting(this, pageFiles.get(page.pageId)!)
      pageEntries.set(page.pageId, entries)
      const lazyImports = async (importer: string) => {
        const resolved = await Promise.all(
          (lazySpecifiers.get(importer) ?? []).map((specifier) => this.resolve(specifier, importer)),
        )
        return resolved.flatMap((result) => (result && !result.external ? [result.id] : []))
      }
      const modules = await firstLoadMessageModules(this, entries, isMessageModule, lazyImports)
      // Copies (a query of their own): a module shared by pages would otherwise be a chunk of its own again.
      const copies = modules.map((file) => `${file}?lang=${page.locale}&page=${pageQuery(page.pageId)}`)
      // `{ cart: { cartMessages: {…} }, … }`, by the names lib/i18n/languageChunks.ts registers the modules under.
      const imports = copies.map((copy, index) => `import * as m${index} from ${JSON.stringify(copy)};`)
      const names = modules.map((file, index) => `${JSON.stringify(screenPrefixOf(messagesDir, file))}: m${index}`)
      return `${imports.join('\n')}\nexport default { ${names.join(', ')} };`
    },
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!isClientBuild(this.environment.config)) return
        const file = id.split('?')[0]!
        if (!isMessageModule(file)) {
          const isShopCode = id === file && !id.startsWith('\0') && !id.includes('/node_modules/') && id !== RUNTIME
          if (!isShopCode || !/\.[cm]?[jt]sx?$/.test(id)) return
          const lazy = hydrationImports(code)
          lazySpecifiers.set(id, lazy)
          const localized = Object.entries(localizedHydrationImports(code)) as [Locale, string[]][]
          const loads = [
            ...lazy.map((specifier) => ({ specifier, locale: undefined })),
            ...localized.flatMap(([locale, specifiers]) => specifiers.map((specifier) => ({ specifier, locale }))),
          ]
          if (loads.length > 0) {
            const resolved = await Promise.all(loads.map(({ specifier }) => this.resolve(specifier, id)))
            resolvedHydrationImports.set(
              id,
              loads.flatMap(({ locale }, index) => {
                const result = resolved[index]
                return result && !result.external ? [{ id: result.id, ...(locale ? { locale } : {}) }] : []
              }),
            )
          }
          const awaiting = awaitMessagesOnImport(code, RUNTIME)
          if (!PAGE_FILE.test(path.basename(id))) return awaiting
          // A page's own component: the page id is its folder (`/pages/cart`), as Vike's filesystem routing names it.
          const pageId = `/${path.relative(this.environment.config.root, path.dirname(id)).split(path.sep).join('/')}`
          pageFiles.set(pageId, id)
          // Appended after the rewrite of its import()s: the page's own chunk is not awaited through afterMessages.
          return {
            code: (awaiting?.code ?? code) + pageRegistration(pageId, awaiting !== undefined),
            map: awaiting?.map ?? null,
          }
        }
        const language = languageOfId(id)
        if (language === undefined && id !== file) return
        const options = {
          screenPrefix: screenPrefixOf(messagesDir, file),
          fileName: path.basename(file),
          runtime: RUNTIME,
        }
        try {
          return splitMessages(code, language, options)
        } catch (error) {
          this.error(`lib/i18n/languageChunksPlugin.ts: ${(error as Error).message}`)
        }
      },
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      const { base } = this.environment.config
      const { problems, routing, ...languages } = pageLanguageChunks(chunks, base, isMessageModule, pageEntries)
      if (problems.length > 0) this.error(problems.join('\n'))
      const pageEntryChunks = new Map(Object.entries(languages.entries).map(([file, pageId]) => [pageId, file]))
      const hydrationImportsOf = (id: string) => resolvedHydrationImports.get(id) ?? []
      const lazy = pageLazyChunks(chunks, base, pageEntryChunks, routing, languages.urls, hydrationImportsOf)
      const manifest: LanguageChunksManifest = { ...languages, lazy }
      urls = manifest.urls
      lazyUrls = manifest.lazy
      const source = JSON.stringify(manifest, null, 2)
      this.emitFile({ type: 'asset', fileName: LANGUAGE_CHUNKS_MANIFEST, source })
    },
  }
}
