import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { ARABIC_LETTERS_RANGE, ARABIC_OTHER_RANGE, codePointsOf } from '@/components/ui/arabicRanges'
import { BASIC_LATIN_RANGE, LATIN_RANGE } from '@/components/ui/latinRanges'
import { isolated, ltr } from '@/lib/i18n/bidi'
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
    'interBasicUrl',
    'cormorantUrl',
    ...['sans', 'naskh'].flatMap((face) =>
      [400, 500, 600, 700].flatMap((weight) => [`${face}${weight}Url`, `${face}${weight}OtherUrl`]),
    ),
  ])
  for (const file of files) {
    const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 10)
    expect(file.url).toMatch(
      new RegExp(
        `^/fonts/(inter(-basic)?|cormorant-garamond-600|noto-(sans|naskh)-arabic-[4-7]00(-other)?)-${hash}\\.woff2$`,
      ),
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

it('cuts Inter to what Arabic pages draw in it, well under the whole file', () => {
  const size = (name: string) => files.find((file) => file.exportName === name)!.bytes.length
  // 29 kB against 48: what an Arabic page saves on its first view (components/ui/fonts.ts; the built pages' faces and
  // preloads: tests/app/smoke.test.ts).
  expect(size('interBasicUrl')).toBeLessThan(32_000)
  expect(size('interUrl') - size('interBasicUrl')).toBeGreaterThan(15_000)
})

it("has every character the shop's Arabic texts take from Inter in that cut", () => {
  // Inter comes first in the text's stack, so an Arabic text draws from it every character of its Latin range
  // (punctuation such as — or «», the isolates around a Latin run): one outside the cut would make every Arabic page
  // fetch the whole file as well. The texts: the messages' Arabic, the seed's, and what lib/i18n/bidi.ts adds.
  const latin = new Set(codePointsOf(LATIN_RANGE))
  const basic = new Set(codePointsOf(BASIC_LATIN_RANGE))
  const sources = [
    ...readdirSync('lib/i18n/messages').map((file) => `lib/i18n/messages/${file}`),
    ...readdirSync('seed', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `seed/${file}`),
  ]
  const missing = new Set<string>()
  const check = (text: string, where: string) => {
    for (const char of text) {
      const codePoint = char.codePointAt(0)!
      if (latin.has(codePoint) && !basic.has(codePoint))
        missing.add(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} (${where})`)
    }
  }
  for (const source of sources)
    for (const line of readFileSync(source, 'utf8').split('\n')) if (/[\u0600-\u06FF]/.test(line)) check(line, source) // a line of Arabic text
  check(ltr('') + isolated(''), 'lib/i18n/bidi.ts')
  expect([...missing]).toEqual([])
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
