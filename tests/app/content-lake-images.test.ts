/**
 * Image transforms (docs/security/content-lake.md, M1): every distinct URL used to cost a sharp run and a new
 * cache file that was never evicted. Replayed against the compiled shop: parameter loops must land on a few
 * cached variants, one client cannot ask for new variants without end, and a burst is queued with a bound.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { IMAGE_ASPECT_RATIOS, IMAGE_WIDTHS, snapAspectRatio } from '@/lib/content/image-widths'
import {
  IMAGE_QUALITIES,
  IMAGE_TRANSFORM_CONCURRENCY,
  IMAGE_TRANSFORM_QUEUE_MAX,
  IMAGE_TRANSFORMS_PER_IP,
  IMAGE_VARIANT_POINT_PIXELS,
} from '@/server/content-lake/limits'
import { probeWhile } from '../helpers/probe'
import { startShop, type ShopProcess } from '@/harness/shop'

let shop: ShopProcess
/** Path-absolute URL of a seeded product photo (1000 × 1250 WebP). */
let photo: string
let otherPhotos: string[]

beforeAll(async () => {
  // The tests play several clients through X-Forwarded-For, as if behind a proxy on this machine.
  shop = await startShop({ env: { TRUST_PROXY: 'loopback' } })
  const query = encodeURIComponent('*[_type == "sanity.imageAsset"] | order(_id asc).url')
  const res = await fetch(`${shop.url}/content/v2022-03-07/data/query/production?query=${query}`)
  const urls = (await res.json()).result as string[]
  photo = urls[0]!
  otherPhotos = urls.slice(1)
})
afterAll(async () => {
  await shop?.stop()
})

const get = (url: string, ip: string, headers: Record<string, string> = {}) =>
  fetch(`${shop.url}${url}`, { headers: { 'x-forwarded-for': ip, ...headers } })

const cacheDir = () => path.join(shop.dataDir, 'content', 'cache', 'images')
const cacheFiles = async () => (await readdir(cacheDir()).catch(() => [])).filter((f) => !f.includes('.tmp-'))

async function newFilesFor(urls: string[], ip: string) {
  const before = new Set(await cacheFiles())
  for (const url of urls) {
    const res = await get(url, ip)
    expect(res.status, url).toBe(200)
    await res.arrayBuffer()
  }
  return (await cacheFiles()).filter((f) => !before.has(f))
}

describe('image transforms', () => {
  test('parameters the output ignores do not make new variants (q on PNG, bg without letterbox, dpr fractions)', async () => {
    const loop = [
      ...Array.from({ length: 5 }, (_, i) => `${photo}?w=500&fm=png&q=${i + 1}`),
      ...['ff0000', '00ff00', '0000ff'].map((bg) => `${photo}?w=500&fm=png&bg=${bg}`),
      ...[2, 1.6, 2.2, 2.4].map((dpr) => `${photo}?w=250&fm=png&dpr=${dpr}`),
    ]
    expect(await newFilesFor(loop, '192.0.2.1')).toHaveLength(1)
  })

  test('widths snap up to the widths the shop uses, with the height at the nearest allowed aspect ratio', async () => {
    const loop = Array.from({ length: 20 }, (_, i) => `${photo}?w=${401 + i}&fm=webp`)
    expect(await newFilesFor(loop, '192.0.2.2')).toHaveLength(1)
    const snapped = IMAGE_WIDTHS.find((w) => w >= 401)!
    const res = await get(`${photo}?w=401&h=501&fit=crop&fm=webp`, '192.0.2.2')
    const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(width).toBe(snapped)
    expect(height).toBe(Math.round(snapped * snapAspectRatio(501 / 401)))
  })

  test('loops over h, q and rect land on a few variants (M1 residual of the second review)', async () => {
    // Before: every one of these 120 URLs was a sharp run and a cache file of its own.
    const heights = Array.from({ length: 40 }, (_, i) => `${photo}?w=500&h=${300 + i}&fit=crop&fm=jpg`)
    expect((await newFilesFor(heights, '192.0.2.5')).length).toBeLessThanOrEqual(2)
    const qualities = Array.from({ length: 40 }, (_, i) => `${photo}?w=500&fm=jpg&q=${i + 1}`)
    expect((await newFilesFor(qualities, '192.0.2.6')).length).toBeLessThanOrEqual(2)
    const rects = Array.from(
      { length: 40 },
      (_, i) => `${photo}?rect=${11 + (i % 8)},${26 + (i >> 3)},580,670&w=500&fm=jpg`,
    )
    expect((await newFilesFor(rects, '192.0.2.7')).length).toBeLessThanOrEqual(2)
  })

  test('large variants cost more of a client’s allowance: one client cannot queue minutes of heavy transforms', async () => {
    // The review's loop: 1600 × 3000 variants from one client, each ~1 s as AVIF (JPEG here, to keep the test short).
    const ip = '192.0.2.8'
    const pointsEach = Math.ceil((1600 * Math.round(1600 * snapAspectRatio(3000 / 1600))) / IMAGE_VARIANT_POINT_PIXELS)
    const heavy = otherPhotos.flatMap((url) =>
      IMAGE_QUALITIES.map((q) => `${url}?w=1600&h=3000&fit=crop&fm=jpg&q=${q}`),
    )
    let accepted = 0
    let limited: Response | undefined
    for (const url of heavy) {
      const res = await get(url, ip)
      await res.arrayBuffer()
      if (res.status === 429) {
        limited = res
        break
      }
      expect(res.status).toBe(200)
      accepted++
    }
    expect(limited, 'no 429').toBeDefined()
    // Before: 120 of them were accepted (about two minutes of both transform slots).
    expect(accepted).toBe(Math.floor(IMAGE_TRANSFORMS_PER_IP.points / pointsEach))
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  test('one client asking for new variants without end gets 429 with Retry-After; cached ones and originals still load', async () => {
    const ip = '192.0.2.3'
    let limited: Response | undefined
    // Every photo in every allowed shape is a new variant, each a quick (one-point) transform of a 160 px wide JPEG.
    const small = [photo, ...otherPhotos].flatMap((url) =>
      IMAGE_ASPECT_RATIOS.map((ratio) => `${url}?w=160&h=${Math.round(160 * ratio)}&fit=crop&fm=jpg`),
    )
    for (const url of small.slice(0, IMAGE_TRANSFORMS_PER_IP.points + 5)) {
      if (limited) break
      const res = await get(url, ip)
      if (res.status === 429) limited = res
      else {
        expect(res.status).toBe(200)
        await res.arrayBuffer()
      }
    }
    expect(limited, `no 429 after ${IMAGE_TRANSFORMS_PER_IP.points + 5} new variants`).toBeDefined()
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited!.headers.get('cache-control') ?? '').not.toMatch(/max-age|immutable/)
    expect((await limited!.json()).error).toEqual({ type: 'rateLimited', description: expect.any(String) })
    expect((await get(small[0]!, ip)).status).toBe(200)
    expect((await get(photo, ip)).status).toBe(200)
    expect((await get(`${photo}?w=160&h=100&fit=crop&fm=jpg&q=51`, '192.0.2.4')).status).toBe(200)
  })

  test('a burst of heavy transforms is queued with a bound: some get 503 with Retry-After, none hangs', async () => {
    // More new AVIF variants at once than can run plus wait, each from its own client (no per-client limit).
    const count = IMAGE_TRANSFORM_CONCURRENCY + IMAGE_TRANSFORM_QUEUE_MAX + 10
    const burst = otherPhotos.slice(0, count).map((url, i) =>
      get(`${url}?w=800&fm=avif&q=${40 + (i % 50)}`, `192.0.3.${i}`).then(async (res) => {
        await res.arrayBuffer()
        return res
      }),
    )
    const all = Promise.all(burst)
    const health = await probeWhile(`${shop.url}/healthz`, all)
    const answers = await all
    const statuses = answers.map((res) => res.status)
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(','),
    ).toBe(true)
    const busy = answers.filter((res) => res.status === 503)
    expect(busy.length, statuses.join(',')).toBeGreaterThan(0)
    expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(busy[0]!.headers.get('cache-control') ?? '').not.toMatch(/max-age|immutable/)
    expect(health.statuses.every((s) => s === 200)).toBe(true)
  })
})
