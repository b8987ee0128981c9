/**
 * One chunk per language (docs/adr/0009-message-catalogue.md). A screen's message module holds its English and its
 * Arabic side by side, so without this every English page would ship the Arabic of every screen it shows. In the
 * browser build this Vite plugin splits each module under lib/i18n/messages/ by language:
 *
 * - the module keeps its English catalogue; its `ar` becomes a getter that reads the Arabic from
 *   lib/i18n/languageChunks.ts, and it registers `import('./<module>.ts?lang=ar')` there;
 * - `<module>.ts?lang=ar` is the same module with the Arabic catalogue handed to `provideMessages`, and without the
 *   English one or any export (so helpers only the English uses fall away, and the other way round);
 * - every `?lang=ar` module goes into one chunk, so loading any of them provides the Arabic of every screen, those of
 *   code loaded later (a dialog, a form) included;
 * - the server's pages in Arabic preload that chunk and the chunks it imports: `virtual:language-chunk-urls` gives
 *   them their URLs.
 *
 * The server build, the dev server, Vitest and Storybook keep the modules as they are. A `defineMessages` call this
 * cannot split (anything but `export const x = defineMessages({ en: {…}, ar: {…} })`, or a catalogue that other code
 * of its module reads) fails the build, rather than shipping pages without their Arabic.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import MagicString from 'magic-string'
import { parseAst, type ESTree, type Plugin } from 'vite'
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locale'

const MESSAGES_DIR = fileURLToPath(new URL('./messages/', import.meta.url))
const RUNTIME = fileURLToPath(new URL('./languageChunks.ts', import.meta.url))
/** The languages that leave the message modules: every one but English, the source of the types. */
const MOVED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
/** The one name the split modules add (`import * as … from` the runtime). */
const RUNTIME_NAME = '__languageChunks'
const URLS_ID = 'virtual:language-chunk-urls'
const RESOLVED_URLS_ID = `\0${URLS_ID}`

/** The language of a module id split off by this plugin (`…/cart.ts?lang=ar` → `ar`). */
export function languageOfId(id: string): Locale | undefined {
  const lang = /\?lang=([\w-]+)$/.exec(id)?.[1]
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
  s.prepend(`import * as ${RUNTIME_NAME} from ${JSON.stringify(runtime)};\n`)
  if (language === undefined) {
    for (const screen of screens) {
      for (const locale of MOVED) {
        const property = screen.catalogues.get(locale)!
        const read = `${RUNTIME_NAME}.providedMessages(${JSON.stringify(locale)}, ${JSON.stringify(screen.key)})`
        s.overwrite(property.start, property.end, `get ${locale}() { return ${read} }`)
      }
    }
    for (const locale of MOVED) {
      const variant = JSON.stringify(`./${fileName}?lang=${locale}`)
      s.append(`\n${RUNTIME_NAME}.registerLanguageChunk(${JSON.stringify(locale)}, () => import(${variant}));\n`)
    }
  } else {
    const byStatement = new Map<Node, Screen>(screens.map((screen) => [screen.statement, screen]))
    for (const statement of program.body) {
      const screen = byStatement.get(statement)
      if (screen) {
        const catalogue = screen.catalogues.get(language)!.value
        const provide = `${RUNTIME_NAME}.provideMessages(${JSON.stringify(language)}, ${JSON.stringify(screen.key)}, `
        s.overwrite(statement.start, catalogue.start, provide)
        s.overwrite(catalogue.end, statement.end, ');')
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

/** The plugin, in vite.config.ts. `messagesDir` is for its tests. */
export function languageChunksPlugin({ messagesDir = MESSAGES_DIR }: { messagesDir?: string } = {}): Plugin {
  const urls: Partial<Record<Locale, string[]>> = {}
  const isMessageModule = (file: string) => file.startsWith(messagesDir) && file.endsWith('.ts')
  return {
    name: 'language-chunks',
    // One instance for the client build and the server build after it: the server's pages preload what the client
    // build wrote.
    sharedDuringBuild: true,
    configEnvironment(name, options, { command }) {
      if (command !== 'build' || (options.consumer ?? (name === 'client' ? 'client' : 'server')) !== 'client') return
      // Without this, each `?lang=ar` module would be a chunk of its own. Their imports (`plural`, the shop's name)
      // stay where they are: in the chunks every page loads.
      const groups = MOVED.map((locale) => ({
        name: `messages-${locale}`,
        test: (id: string) => languageOfId(id) === locale,
        includeDependenciesRecursively: false,
      }))
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } }
    },
    resolveId: (id) => (id === URLS_ID ? RESOLVED_URLS_ID : undefined),
    load: (id) => (id === RESOLVED_URLS_ID ? `export const languageChunkUrls = ${JSON.stringify(urls)}` : undefined),
    transform: {
      order: 'post',
      handler(code, id) {
        const { command, consumer } = this.environment.config
        const file = id.split('?')[0]!
        if (command !== 'build' || consumer !== 'client' || !isMessageModule(file)) return
        const language = languageOfId(id)
        if (language === undefined && id !== file) return
        const fileName = path.basename(file)
        const screenPrefix = path.relative(messagesDir, file).replace(/\.ts$/, '').split(path.sep).join('/')
        try {
          return splitMessages(code, language, { screenPrefix, fileName, runtime: RUNTIME })
        } catch (error) {
          this.error(`lib/i18n/languageChunksPlugin.ts: ${(error as Error).message}`)
        }
      },
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
      for (const locale of MOVED) {
        const own = chunks.filter((chunk) => chunk.moduleIds.some((id) => languageOfId(id) === locale))
        if (own.length === 0) continue
        const [chunk] = own
        // Another chunk that imports it would load the language on every page that loads that chunk.
        const importers = chunks.filter((other) => chunk && other.imports.includes(chunk.fileName))
        if (!chunk || own.length > 1 || importers.length > 0) {
          this.error(
            `The ${locale} messages must be one chunk that only import() loads, not ${own.map((c) => c.fileName).join(', ')}` +
              (importers.length > 0 ? `, imported by ${importers.map((c) => c.fileName).join(', ')}` : ''),
          )
        }
        const files = new Set([chunk.fileName])
        for (const file of files) {
          const imported = bundle[file]
          if (imported?.type === 'chunk') imported.imports.forEach((name) => files.add(name))
        }
        urls[locale] = [...files].map((file) => `${this.environment.config.base}${file}`)
      }
    },
  }
}
