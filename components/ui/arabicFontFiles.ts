/**
 * The Arabic font files (components/ui/arabicFonts.ts) served outside Vite's asset graph: Vike preloads every font
 * file a page's modules import, so with `?url` imports every English page preloaded them too (docs/product.md §19.5).
 * This Vite plugin names each file after its content (`/fonts/noto-sans-arabic-<hash>.woff2`, so a new version of a
 * package is a new URL and the old one may be cached for a year as immutable) and gives the code the URLs through a
 * virtual module, `virtual:arabic-font-urls`, which imports no file:
 *
 * - a build writes the files into the client output, next to it rather than in its assets (dist/client/fonts,
 *   storybook-static/fonts); the shop serves that folder like /assets (server/ssr.ts);
 * - Vite's dev server (`npm run dev`, Storybook, the story tests) answers the same URLs from node_modules.
 *
 * The files come from the npm packages in package.json: nothing is downloaded, at install or at run time.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/** The folder of the files, under the site's root and under the client output. */
export const FONTS_FOLDER = 'fonts'

/** The files, by the name the virtual module exports each one's URL as: Fontsource's Arabic subset, variable weight. */
const FILES = {
  sansUrl: {
    name: 'noto-sans-arabic',
    module: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  },
  naskhUrl: {
    name: 'noto-naskh-arabic',
    module: '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2',
  },
}

const VIRTUAL_ID = 'virtual:arabic-font-urls'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/** What the built shop's static middleware sends for /fonts (express.static with `immutable`, a year). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

export interface ArabicFontFile {
  exportName: string
  /** Relative to the client output: `fonts/noto-sans-arabic-<hash>.woff2`. */
  fileName: string
  url: string
  bytes: Buffer
}

/** Each file read from node_modules and named after the first 10 hex digits of its SHA-256. */
export function arabicFontFiles(): ArabicFontFile[] {
  const require = createRequire(import.meta.url)
  return Object.entries(FILES).map(([exportName, { name, module }]) => {
    const bytes = readFileSync(require.resolve(module))
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
    const fileName = `${FONTS_FOLDER}/${name}-${hash}.woff2`
    return { exportName, fileName, url: `/${fileName}`, bytes }
  })
}

export function arabicFontFilesPlugin(): Plugin {
  const files = arabicFontFiles()
  return {
    name: 'arabic-font-files',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? files.map((file) => `export const ${file.exportName} = ${JSON.stringify(file.url)}`).join('\n')
        : undefined,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.find((f) => f.url === req.url?.split('?')[0])
        if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
        res.setHeader('Content-Type', 'font/woff2')
        res.setHeader('Content-Length', file.bytes.length)
        res.setHeader('Cache-Control', CACHE_CONTROL)
        res.end(req.method === 'HEAD' ? undefined : file.bytes)
      })
    },
    // Emitted by name, not imported by any module: in the output, and in no page's list of assets to preload.
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const file of files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.bytes })
    },
  }
}
