/**
 * Image transforms (docs/security/content-lake.md, M1): every distinct URL used to cost a sharp run and a new
 * cache file that was never evicted. Replayed against the compiled shop: parameter loops must land on a few
 * cached variants, one client cannot ask for new variants without end, and a burst is queued with a bound.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { IMAGE_WIDTHS } from '@/lib/content/image-widths'
import {
  IMAGE_TRANSFORM_CONCURRENCY,
  IMAGE_TRANSFORM_QUEUE_MAX,
  IMAGE_TRANSFORMS_PER_IP,
} from '@/server/content-lake/limits'
import { probeWhile } from '../helpers/probe'
import { startShop, type ShopProcess } from '../helpers/shop'

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

  test('widths snap up to the widths the shop uses, with the height scaled along', async () => {
    const loop = Array.from({ length: 20 }, (_, i) => `${photo}?w=${401 + i}&fm=webp`)
    expect(await newFilesFor(loop, '192.0.2.2')).toHaveLength(1)
    const snapped = IMAGE_WIDTHS.find((w) => w >= 401)!
    const res = await get(`${photo}?w=401&h=501&fit=crop&fm=webp`, '192.0.2.2')
    const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(width).toBe(snapped)
    expect(height).toBe(Math.round((501 * snapped) / 401))
  })

  test('one client asking for new variants without end gets 429 with Retry-After; cached ones and originals still load', async () => {
    const ip = '192.0.2.3'
    let limited: Response | undefined
    // Every height is a new variant (the aspect ratio is free), each a quick transform of a 160 px wide JPEG.
    for (let h = 100; h < 100 + IMAGE_TRANSFORMS_PER_IP.points + 5 && !limited; h++) {
      const res = await get(`${photo}?w=160&h=${h}&fit=crop&fm=jpg`, ip)
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
    expect((await get(`${photo}?w=160&h=100&fit=crop&fm=jpg`, ip)).status).toBe(200)
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
