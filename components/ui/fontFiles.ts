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
 * - Vite's dev server (`npm run dev`, Storybook, the story tests) answers the same URLs from node_modules.
 *
 * The files come from the npm packages in package.json: nothing is downloaded, at install or at run time.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
// Relative, not `@/`: Vite loads this file with vite.config.ts, before any alias exists.
import { FONTS_FOLDER } from '../../lib/fonts.ts'

/**
 * The files, by the name the virtual module exports each one's URL as: Fontsource's Latin subset of Inter (variable
 * weight) and of Cormorant Garamond at 600, and its Arabic subset of the two Noto faces, one static file per weight the
 * shop draws Arabic in (components/ui/arabicFonts.ts says why not the variable ones).
 */
const FILES = {
  interUrl: {
    name: 'inter',
    module: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  cormorantUrl: {
    name: 'cormorant-garamond-600',
    module: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
  },
  ...arabicFiles('sans', 'noto-sans-arabic'),
  ...arabicFiles('naskh', 'noto-naskh-arabic'),
}

/** `sans400Url` … `sans700Url`: `@fontsource/<family>`'s Arabic subset at 400, 500, 600 and 700. */
function arabicFiles(prefix: string, family: string) {
  return Object.fromEntries(
    [400, 500, 600, 700].map((weight) => [
      `${prefix}${weight}Url`,
      { name: `${family}-${weight}`, module: `@fontsource/${family}/files/${family}-arabic-${weight}-normal.woff2` },
    ]),
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

/** Each file read from node_modules and named after the first 10 hex digits of its SHA-256. */
export function fontFiles(): FontFile[] {
  const require = createRequire(import.meta.url)
  return Object.entries(FILES).map(([exportName, { name, module }]) => {
    const bytes = readFileSync(require.resolve(module))
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
    const fileName = `${FONTS_FOLDER}/${name}-${hash}.woff2`
    return { exportName, fileName, url: `/${fileName}`, bytes }
  })
}

export function fontFilesPlugin(): Plugin {
  const files = fontFiles()
  return {
    name: 'font-files',
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
