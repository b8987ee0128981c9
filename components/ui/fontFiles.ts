/**
 * The shop's font files (components/ui/fonts.ts, components/ui/arabicFonts.ts) served outside Vite's asset graph. A
 * font a module imports (a stylesheet's `url()`, a `?url` import) becomes a Vite asset that Vike preloads on every page,
 * and a stylesheet naming it blocks the first paint until it has loaded. This Vite plugin names each file after its
 * content (`/fonts/inter-<hash>.woff2`, so a new version of a package is a new URL and the old one may be cached for a
 * year as immutable) and gives the code the URLs through a virtual module, `virtual:font-urls`, which imports no file;
 * the pages declare the faces in a `<style>` of their head and preload the ones their first view draws
 * (pages/+Head.tsx):
 *
 * - a build writes the files into the client output, next to it rather than in its assets (dist/client/fonts,
 *   storybook-static/fonts); the shop serves that folder like /assets (server/ssr.ts);
 * - Vite's dev server (`npm run dev`, Storybook, the story tests) answers the same URLs.
 *
 * The files come from the npm packages in package.json: nothing is downloaded, at install or at run time. The Arabic
 * ones are cut in two by Unicode range as they are read (components/ui/arabicRanges.ts, with HarfBuzz's subsetter
 * from npm, `subset-font`), as is Inter's basic part for Arabic pages, about two seconds the first time `fontFiles()`
 * is asked in a process.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
// Relative, not `@/`: Vite loads this file with vite.config.ts, before any alias exists.
import { FONTS_FOLDER } from '../../lib/fonts.ts'
import { ARABIC_LETTERS_RANGE, ARABIC_OTHER_RANGE, codePointsOf } from './arabicRanges.ts'
import { BASIC_LATIN_RANGE } from './latinRanges.ts'

interface Source {
  name: string
  /** The package's file. */
  module: string
  /** Only these code points of it (a CSS `unicode-range`); the whole file when absent. */
  range?: string
}

/**
 * The files, by the name the virtual module exports each one's URL as: Fontsource's Latin subset of Inter (variable
 * weight; also cut to what Arabic pages draw in it, `interBasicUrl`) and of Cormorant Garamond at 600, and its Arabic
 * subset of the two Noto faces, one static file per weight the shop draws Arabic in (components/ui/arabicFonts.ts
 * says why not the variable ones), each cut in two: the letters Arabic is written with (`sans400Url`) and the rest of
 * the subset (`sans400OtherUrl`, `noto-sans-arabic-400-other-…`).
 */
const FILES: Record<string, Source> = {
  interUrl: {
    name: 'inter',
    module: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  // What an Arabic page draws in Inter (components/ui/latinRanges.ts): 29 kB of the file's 48 (components/ui/fonts.ts).
  interBasicUrl: {
    name: 'inter-basic',
    module: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    range: BASIC_LATIN_RANGE,
  },
  cormorantUrl: {
    name: 'cormorant-garamond-600',
    module: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
  },
  ...arabicFiles('sans', 'noto-sans-arabic'),
  ...arabicFiles('naskh', 'noto-naskh-arabic'),
}

/** `sans400Url`, `sans400OtherUrl` … `sans700OtherUrl`: `@fontsource/<family>`'s Arabic subset at 400–700, in two. */
function arabicFiles(prefix: string, family: string): Record<string, Source> {
  return Object.fromEntries(
    [400, 500, 600, 700].flatMap((weight) => {
      const module = `@fontsource/${family}/files/${family}-arabic-${weight}-normal.woff2`
      return [
        [`${prefix}${weight}Url`, { name: `${family}-${weight}`, module, range: ARABIC_LETTERS_RANGE }],
        [`${prefix}${weight}OtherUrl`, { name: `${family}-${weight}-other`, module, range: ARABIC_OTHER_RANGE }],
      ]
    }),
  )
}

const VIRTUAL_ID = 'virtual:font-urls'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/** What the built shop's static middleware sends for /fonts (express.static with `immutable`, a year). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

export interface FontFile {
  exportName: string
  /** Relative to the client output: `fonts/inter-<hash>.woff2`. */
  fileName: string
  url: string
  bytes: Buffer
}

let read: Promise<FontFile[]> | undefined

/**
 * Each file read from node_modules (the Arabic ones cut to their range) and named after the first 10 hex digits of
 * its SHA-256; read once per process.
 */
export function fontFiles(): Promise<FontFile[]> {
  return (read ??= readFontFiles())
}

async function readFontFiles(): Promise<FontFile[]> {
  const require = createRequire(import.meta.url)
  return Promise.all(
    Object.entries(FILES).map(async ([exportName, { name, module, range }]) => {
      const whole = readFileSync(require.resolve(module))
      const bytes = range
        ? await subsetFont(whole, String.fromCodePoint(...codePointsOf(range)), { targetFormat: 'woff2' })
        : whole
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
      const fileName = `${FONTS_FOLDER}/${name}-${hash}.woff2`
      return { exportName, fileName, url: `/${fileName}`, bytes }
    }),
  )
}

export function fontFilesPlugin(): Plugin {
  return {
    name: 'font-files',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const files = await fontFiles()
      return files.map((file) => `export const ${file.exportName} = ${JSON.stringify(file.url)}`).join('\n')
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        if (!req.url?.startsWith(`/${FONTS_FOLDER}/`)) return next()
        fontFiles().then((files) => {
          const file = files.find((f) => f.url === req.url?.split('?')[0])
          if (!file) return next()
          res.setHeader('Content-Type', 'font/woff2')
          res.setHeader('Content-Length', file.bytes.length)
          res.setHeader('Cache-Control', CACHE_CONTROL)
          res.end(req.method === 'HEAD' ? undefined : file.bytes)
        }, next)
      })
    },
    // Emitted by name, not imported by any module: in the output, and in no page's list of assets to preload.
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const file of await fontFiles())
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.bytes })
    },
  }
}
