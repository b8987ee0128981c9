import { createHash } from 'node:crypto'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { fontFiles, fontFilesPlugin } from '@/components/ui/fontFiles'

/*
 * docs/product.md §19.5, issue 40: the font files are served outside Vite's assets, at URLs named after their content,
 * in development as in the build (tests/app/smoke.test.ts checks the built shop's pages and /fonts).
 */

const files = fontFiles()

it('names each font file after its content, under /fonts', () => {
  expect(files.map((file) => file.exportName)).toEqual([
    'interUrl',
    'cormorantUrl',
    ...['sans', 'naskh'].flatMap((face) => [400, 500, 600, 700].map((weight) => `${face}${weight}Url`)),
  ])
  for (const file of files) {
    const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 10)
    expect(file.url).toMatch(
      new RegExp(`^/fonts/(inter|cormorant-garamond-600|noto-(sans|naskh)-arabic-[4-7]00)-${hash}\\.woff2$`),
    )
    expect(file.url).toBe(`/${file.fileName}`)
    // A WOFF2 file, not a pointer or an error page.
    expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2')
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
