/**
 * Image transforms (docs/security/content-lake.md, M1): every distinct URL used to cost a sharp run and a new
 * cache file that was never evicted. Replayed against the compiled shop: parameter loops must land on a few
 * cached variants.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { IMAGE_WIDTHS } from '@/lib/content/image-widths'
import { startShop, type ShopProcess } from '../helpers/shop'

let shop: ShopProcess
/** Path-absolute URL of a seeded product photo (1000 × 1250 WebP). */
let photo: string

beforeAll(async () => {
  shop = await startShop()
  const query = encodeURIComponent('*[_type == "sanity.imageAsset"] | order(_id asc).url')
  const res = await fetch(`${shop.url}/content/v2022-03-07/data/query/production?query=${query}`)
  const urls = (await res.json()).result as string[]
  photo = urls[0]!
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
})
