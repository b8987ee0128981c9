import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, createServer, transformWithOxc, type Plugin, type Rolldown } from 'vite'
import { languageChunksPlugin, localizedHydrationImports, splitMessages } from '@/lib/i18n/languageChunksPlugin'

/*
 * docs/adr/0009-message-catalogue.md: the browser build splits every message module by language, so English pages
 * carry no Arabic, and an Arabic page loads one chunk with its own (lib/i18n/languageChunksPlugin.ts).
 */

const ARABIC = /[\u0600-\u06FF]/
const root = path.resolve(import.meta.dirname, '../../..')
const messagesDir = path.join(root, 'lib/i18n/messages')
const options = { screenPrefix: 'demo', fileName: 'demo.ts', runtime: '/runtime.ts' }

const demo = `
import { defineMessages, plural } from '../messages'
const piecesAr = plural('ar', { one: () => 'قطعة واحدة', other: (n) => n + ' قطعة' })
function joinNames(names) { return names.join(', ') }
export const demoMessages = defineMessages({
  en: { title: 'Your bag', items: (n) => n + ' pieces', names: (names) => joinNames(names) },
  ar: { title: 'حقيبتك', items: (n) => piecesAr(n), names: (names) => joinNames(names) },
})
export function helper() { return 1 }
export { joinNames as join }
`

describe('splitMessages', () => {
  it('keeps the English catalogue in the module and reads the Arabic one from its chunk', () => {
    const { code } = splitMessages(demo, undefined, options)!
    expect(code).toContain("title: 'Your bag'")
    expect(code).toContain('get ar() { return __languageChunks.providedMessages("ar", "demo#demoMessages") }')
    expect(code).toContain('__languageChunks.registerLanguageChunk("ar", "demo", () => import("./demo.ts?lang=ar"))')
    expect(code).not.toContain('حقيبتك')
    // Its other exports stay; the Arabic-only helper is left for the bundler to drop (plural is pure).
    expect(code).toContain('export function helper()')
  })

  it("gives the Arabic chunk's module the Arabic catalogue under the screen's name, without the English one", () => {
    const { code } = splitMessages(demo, 'ar', options)!
    expect(code).toContain("export const demoMessages = { title: 'حقيبتك'")
    expect(code).not.toContain('__languageChunks')
    expect(code).toContain('function joinNames(names)')
    expect(code).not.toContain('Your bag')
    // Its other exports are gone: `helper`, `join`.
    expect(code.match(/\bexport\b/g)).toHaveLength(1)
  })

  it('leaves a module without screens alone', () => {
    expect(splitMessages('export const x = 1', undefined, options)).toBeUndefined()
  })

  it.each([
    ['a default export', "export default defineMessages({ en: { a: 'a' }, ar: { a: 'ب' } })"],
    ['a module-level screen', "const m = defineMessages({ en: { a: 'a' }, ar: { a: 'ب' } })"],
    ['a `let`', "export let m = defineMessages({ en: { a: 'a' }, ar: { a: 'ب' } })"],
    ['two declarations', "export const n = 1, m = defineMessages({ en: { a: 'a' }, ar: { a: 'ب' } })"],
    ['no Arabic', "export const m = defineMessages({ en: { a: 'a' } })"],
    ['a catalogue from a variable', "const ar = {}\nexport const m = defineMessages({ en: { a: 'a' }, ar })"],
    ['a spread', 'export const m = defineMessages({ ...both })'],
    ['a computed language', "export const m = defineMessages({ en: { a: 'a' }, [lang]: { a: 'ب' } })"],
    ['another language', "export const m = defineMessages({ en: { a: 'a' }, ar: { a: 'ب' }, fr: { a: 'a' } })"],
    ['an argument that is not an object', 'export const m = defineMessages(catalogues)'],
    [
      'a screen read by its module',
      "export const m = defineMessages({ en: { a: 'a' }, ar: { a: 'ب' } })\nexport const keys = Object.keys(m.en)",
    ],
  ])('fails on %s rather than shipping a page without its Arabic', (_label, code) => {
    expect(() => splitMessages(code, undefined, options)).toThrow(/demo/)
  })

  it.each(readdirSync(messagesDir).filter((file) => file.endsWith('.ts')))('splits %s', async (file) => {
    const source = readFileSync(path.join(messagesDir, file), 'utf8')
    const { code } = await transformWithOxc(source, file, { lang: 'ts' })
    const split = { screenPrefix: file.replace(/\.ts$/, ''), fileName: file, runtime: '/runtime.ts' }
    const english = splitMessages(code, undefined, split)
    const arabic = splitMessages(code, 'ar', split)
    expect(english?.code).toContain('registerLanguageChunk("ar"')
    expect(arabic?.code).toMatch(/export const \w+ = \{/)
  })
})

describe('localizedHydrationImports', () => {
  it("finds a text page's body in each language where the module calls localizedBody", () => {
    const code = `const content = { en: () => import('./content').then((m) => m), ar: () => import('./content.ar') }
export const Body = localizedBody(content, { toc: true })`
    expect(localizedHydrationImports(code)).toEqual({ en: ['./content'], ar: ['./content.ar'] })
  })

  it('finds nothing in a module that does not call it', () => {
    expect(localizedHydrationImports("export const content = { en: () => import('./content') }")).toEqual({})
  })
})

/**
 * A browser build of a page (`pages/home/+Page.ts`, imported by its entry as Vike's is) with three message modules:
 * one in the page's first JavaScript, one in a part it loads with `lazyWithSsr` as it starts (the header; hydration
 * waits for it, so its Arabic belongs to the page's chunk), one in a chunk it loads later.
 */
describe('the browser build', () => {
  const PAGE = '/pages/home'
  let dir: string
  let output: Rolldown.OutputChunk[]
  let plugin: Plugin
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'language-chunks-'))
    const messages = JSON.stringify(path.join(root, 'lib/i18n/messages.ts'))
    const pieces = JSON.stringify(path.join(root, 'lib/i18n/pieces.ts'))
    mkdirSync(path.join(dir, 'messages'))
    writeFileSync(
      path.join(dir, 'messages', 'home.ts'),
      `import { defineMessages, plural } from ${messages}
import { piecesAr } from ${pieces}
const itemsAr = plural('ar', { one: () => 'قطعة واحدة', other: (n: string) => \`\${n} قطع\` })
export const homeMessages = defineMessages({
  en: { title: 'Welcome', items: plural('en', { one: () => 'one piece', other: (n: string) => \`\${n} pieces\` }) },
  ar: { title: 'أهلًا', items: itemsAr, pieces: piecesAr },
})
export type HomeKey = keyof (typeof homeMessages)['en']`,
    )
    writeFileSync(
      path.join(dir, 'messages', 'dialog.ts'),
      `import { defineMessages } from ${messages}
export const dialogMessages = defineMessages({ en: { close: 'Close' }, ar: { close: 'إغلاق' } })`,
    )
    writeFileSync(path.join(dir, 'dialog.ts'), `export { dialogMessages } from './messages/dialog'`)
    writeFileSync(
      path.join(dir, 'messages', 'header.ts'),
      `import { defineMessages } from ${messages}
export const headerMessages = defineMessages({ en: { search: 'Search' }, ar: { search: 'بحث' } })`,
    )
    writeFileSync(path.join(dir, 'header.ts'), `export { headerMessages } from './messages/header'`)
    // A page's own component, as Vike's filesystem routing names it: its folder is the page id.
    mkdirSync(path.join(dir, 'pages', 'home'), { recursive: true })
    writeFileSync(
      path.join(dir, 'pages', 'home', '+Page.ts'),
      `export { homeMessages } from '../../messages/home'
export { renderInLanguage } from ${JSON.stringify(path.join(root, 'lib/i18n/languageChunks.ts'))}
export const loadDialog = () => import('../../dialog')
// As lib/react/lazyWithSsr.ts's: the plugin knows the call by its name.
const lazyWithSsr = <T,>(load: () => Promise<T>) => load()
export const header = lazyWithSsr(() => import('../../header'))
// As lib/react/importAtHydration.ts's: a module the page imports once hydrated (the bag's persistence).
const importAtHydration = <T,>(load: () => Promise<T>) => load()
export const persist = () => importAtHydration(() => import('../../persist'))
// As components/prose/pageContent.tsx's: a text page's body, in the page's language only.
const localizedBody = <T,>(content: T) => content
export const body = localizedBody({ en: () => import('../../body'), ar: () => import('../../body.ar') })`,
    )
    writeFileSync(path.join(dir, 'body.ts'), `export const body = 'The body'`)
    writeFileSync(path.join(dir, 'persist.ts'), `export const persist = 'The saved bag'`)
    writeFileSync(path.join(dir, 'body.ar.ts'), `export const body = 'The body in Arabic'`)
    // The page's entry, as Vike writes one: a module of its own that imports the page's files.
    writeFileSync(path.join(dir, 'entry.ts'), `export * from './pages/home/+Page'`)
    plugin = languageChunksPlugin({ messagesDir: path.join(dir, 'messages') })
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [plugin],
      build: {
        outDir: path.join(dir, 'dist'),
        target: 'es2022',
        // Plain import() calls, so Node can run the output (Vite's preloading needs a document).
        modulePreload: false,
        rolldownOptions: {
          input: { home: path.join(dir, 'entry.ts') },
          preserveEntrySignatures: 'allow-extension',
        },
      },
    })) as Rolldown.RolldownOutput
    output = result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  })
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const screensOf = (chunk: Rolldown.OutputChunk) =>
    chunk.moduleIds
      .filter((id) => id.includes('?lang='))
      .map((id) => path.basename(id))
      .sort()

  it("writes the Arabic of the page's first JavaScript into its own chunk, and that of later code beside it", () => {
    const arabic = output.filter((chunk) => ARABIC.test(chunk.code))
    expect(arabic.map(screensOf).sort()).toEqual([
      ['dialog.ts?lang=ar'],
      ['header.ts?lang=ar'],
      // The page's chunk: its own screens, those of the parts it loads with lazyWithSsr, and a copy of the Arabic
      // catalogues' helper ("N pieces"), so the page loads one file for its Arabic.
      ['header.ts?lang=ar&page=_pages_home', 'home.ts?lang=ar&page=_pages_home', 'pieces.ts?lang=ar&page=_pages_home'],
      ['home.ts?lang=ar'],
    ])
    // Loaded by import() only: no chunk of an English page imports one.
    const files = new Set(arabic.map((chunk) => chunk.fileName))
    expect(output.filter((chunk) => chunk.imports.some((file) => files.has(file)))).toEqual([])
    expect(output.find((chunk) => chunk.isEntry)?.code).toContain('Welcome')
  })

  it("gives the server the URLs of the page's chunk and of the chunks it imports, to preload", async () => {
    const chunk = output.find((file) => screensOf(file).includes('home.ts?lang=ar&page=_pages_home'))!
    const entry = output.find((file) => file.isEntry)!
    // Not those the page loads anyway (here the entry itself, with `plural`).
    const english = [entry.fileName, ...entry.imports]
    const urls = [chunk.fileName, ...chunk.imports.filter((file) => !english.includes(file))].map((f) => `/${f}`)
    const load = plugin.load as (id: string) => Promise<string>
    // And in each language the chunks of the parts the page loads as it starts: the header's (lazyWithSsr), the
    // body's in the page's language (localizedBody) and the saved bag's (importAtHydration), not the dialog's
    // (import() only).
    const partOf = (file: string) => output.find((chunk) => chunk.facadeModuleId === path.join(dir, file))!
    const part = (file: string) =>
      [partOf(file).fileName, ...partOf(file).imports.filter((f) => !english.includes(f))].map((f) => `/${f}`)
    const lazy = {
      en: { [PAGE]: [...part('header.ts'), ...part('persist.ts'), ...part('body.ts')] },
      ar: { [PAGE]: [...part('header.ts'), ...part('persist.ts'), ...part('body.ar.ts')] },
    }
    expect(await load.call({}, '\0virtual:language-chunk-urls')).toBe(
      `export const languageChunkUrls = ${JSON.stringify({ ar: { [PAGE]: urls } })}\n` +
        `export const lazyChunkUrls = ${JSON.stringify(lazy)}`,
    )
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', '.vite', 'language-chunks.json'), 'utf8'))
    expect(manifest).toEqual({ urls: { ar: { [PAGE]: urls } }, entries: { [entry.fileName]: PAGE }, lazy })
    expect(JSON.stringify(lazy)).not.toContain(partOf('dialog.ts').fileName)
  })

  it('has the Arabic once the page renders in Arabic, and that of code loaded later when its import() resolves', async () => {
    const entry = output.find((chunk) => chunk.isEntry)!
    const app = (await import(pathToFileURL(path.join(dir, 'dist', entry.fileName)).href)) as {
      homeMessages: { en: { title: string; items: (n: number) => string }; ar: { title: string } }
      renderInLanguage: (locale: string, pageId: string) => Promise<void>
      loadDialog: () => Promise<{ dialogMessages: { ar: { close: string } } }>
    }
    expect(app.homeMessages.en.title).toBe('Welcome')
    expect(app.homeMessages.en.items(2)).toBe('2 pieces')
    expect(() => app.homeMessages.ar.title).toThrow(/home#homeMessages read before renderInLanguage\('ar'\)/)
    await app.renderInLanguage('en', PAGE)
    expect(() => app.homeMessages.ar.title).toThrow()
    await app.renderInLanguage('ar', PAGE)
    expect(app.homeMessages.ar).toMatchObject({ title: 'أهلًا' })
    expect((app.homeMessages.ar as unknown as { pieces: (n: number) => string }).pieces(2)).toBe('قطعتان')
    expect((await app.loadDialog()).dialogMessages.ar.close).toBe('إغلاق')
  })
})

describe("Vite's dev server (npm run dev)", () => {
  it('keeps the message modules whole, and has no chunk to preload', async () => {
    const vite = await createServer({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [languageChunksPlugin()],
      server: { middlewareMode: true, hmr: false, ws: false },
    })
    try {
      const common = await vite.environments.client.transformRequest('/lib/i18n/messages/common.ts')
      expect(common?.code).toContain('إغلاق')
      expect(common?.code).not.toContain('registerLanguageChunk')
      expect({ ...(await vite.ssrLoadModule('virtual:language-chunk-urls')) }).toEqual({
        languageChunkUrls: {},
        lazyChunkUrls: {},
      })
    } finally {
      await vite.close()
    }
  })
})
