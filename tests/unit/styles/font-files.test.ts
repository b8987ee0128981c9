import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { ARABIC_LETTERS_RANGE, ARABIC_OTHER_RANGE, codePointsOf } from '@/components/ui/arabicRanges'
import { fontFiles, fontFilesPlugin, type FontFile } from '@/components/ui/fontFiles'

/*
 * docs/product.md §19.5, issue 40: the font files are served outside Vite's assets, at URLs named after their content,
 * in development as in the build (tests/app/smoke.test.ts checks the built shop's pages and /fonts).
 */

let files: FontFile[]
// The Arabic files are cut as they are read: a second or two.
beforeAll(async () => {
  files = await fontFiles()
}, 60_000)

it('names each font file after its content, under /fonts', () => {
  expect(files.map((file) => file.exportName)).toEqual([
    'interUrl',
    'cormorantUrl',
    ...['sans', 'naskh'].flatMap((face) =>
      [400, 500, 600, 700].flatMap((weight) => [`${face}${weight}Url`, `${face}${weight}OtherUrl`]),
    ),
  ])
  for (const file of files) {
    const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 10)
    expect(file.url).toMatch(
      new RegExp(`^/fonts/(inter|cormorant-garamond-600|noto-(sans|naskh)-arabic-[4-7]00(-other)?)-${hash}\\.woff2$`),
    )
    expect(file.url).toBe(`/${file.fileName}`)
    // A WOFF2 file, not a pointer or an error page.
    expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2')
  }
})

it('cuts the Arabic files in two by range, which together cover the Arabic subset the shop declared before', () => {
  const letters = codePointsOf(ARABIC_LETTERS_RANGE)
  const other = codePointsOf(ARABIC_OTHER_RANGE)
  expect(letters.filter((codePoint) => other.includes(codePoint))).toEqual([])
  // Fontsource's Arabic subset, less the supplementary planes' ranges (Arabic mathematical letters and the like).
  const fontsource = /unicode-range:\s*([^;]+);/.exec(
    readFileSync('node_modules/@fontsource/noto-sans-arabic/400.css', 'utf8').split(
      '/* noto-sans-arabic-arabic-400-normal */',
    )[1]!,
  )![1]!
  const declared = codePointsOf(
    fontsource
      .split(',')
      .filter((part) => !/U\+1[0-9A-F]{4}/i.test(part))
      .join(','),
  )
  expect([...letters, ...other].sort((a, b) => a - b)).toEqual(declared)
  // The part every Arabic page draws is the small one (docs/product.md §19.5).
  for (const weight of [400, 500, 600, 700]) {
    const size = (name: string) => files.find((file) => file.exportName === name)!.bytes.length
    expect(size(`sans${weight}Url`)).toBeLessThan(20_000)
    expect(size(`naskh${weight}Url`)).toBeLessThan(20_000)
    expect(size(`sans${weight}OtherUrl`)).toBeGreaterThan(size(`sans${weight}Url`))
  }
})

describe("Vite's dev server with the plugin (npm run dev, Storybook, the story tests)", () => {
  let vite: ViteDevServer
  let http: Server
  let origin: string
  beforeAll(async () => {
    vite = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [fontFilesPlugin()],
      server: { middlewareMode: true, hmr: false, ws: false },
    })
    http = createHttpServer(vite.middlewares)
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve))
    await vite?.close()
  })

  it('gives the code the URLs through virtual:font-urls', async () => {
    const urls = await vite.ssrLoadModule('virtual:font-urls')
    expect({ ...urls }).toEqual(Object.fromEntries(files.map((file) => [file.exportName, file.url])))
  })

  it('answers those URLs with the file, as a font cached for a year', async () => {
    for (const file of files) {
      const res = await fetch(origin + file.url)
      expect(res.status, file.url).toBe(200)
      expect(res.headers.get('content-type')).toBe('font/woff2')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(Buffer.from(await res.arrayBuffer()).equals(file.bytes)).toBe(true)
      const head = await fetch(origin + file.url, { method: 'HEAD' })
      expect(head.headers.get('content-length')).toBe(String(file.bytes.length))
    }
    // Another name in the folder (an older hash) is not a font of ours.
    expect((await fetch(`${origin}/fonts/noto-sans-arabic-400-0000000000.woff2`)).headers.get('content-type')).not.toBe(
      'font/woff2',
    )
  })
})
