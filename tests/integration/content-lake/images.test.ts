import { pbkdf2 } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_IMAGE_WIDTH } from '@/lib/content/image-widths'
import { IMAGE_MAX_INPUT_PIXELS, IMAGE_TRANSFORMS_PER_IP } from '@/server/content-lake/limits'
import { startLake, testImage, TOKEN, type Harness } from './harness'

let h: Harness
let asset: { _id: string; url: string; path: string; metadata: { dimensions: { width: number; height: number } } }
let png: Buffer

beforeAll(async () => {
  h = await startLake()
  png = await testImage(400, 300)
  asset = await h.writer.assets.upload('image', png, { filename: 'red-blue.png', contentType: 'image/png' })
})
afterAll(() => h.stop(true))

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers })
async function decoded(res: Response) {
  const buffer = Buffer.from(await res.arrayBuffer())
  return { buffer, meta: await sharp(buffer).metadata() }
}
const imageRef = () => ({ _type: 'image', asset: { _type: 'reference', _ref: asset._id } })

describe('image upload', () => {
  it('creates a sanity.imageAsset document named after the content hash and size', async () => {
    expect(asset).toMatchObject({
      _id: expect.stringMatching(/^image-[a-f0-9]{40}-400x300-png$/),
      _type: 'sanity.imageAsset',
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      originalFilename: 'red-blue.png',
      path: expect.stringMatching(/^images\/local\/production\/[a-f0-9]{40}-400x300\.png$/),
      metadata: {
        dimensions: { width: 400, height: 300, aspectRatio: 400 / 300 },
        lqip: expect.stringMatching(/^data:image\/jpeg;base64,/),
      },
    })
    expect(await h.writer.getDocument(asset._id)).toMatchObject({ _type: 'sanity.imageAsset' })
    expect(await readdir(path.join(h.dataDir, 'images'))).toEqual([asset.path.split('/').pop()])
  })

  it('is idempotent for the same bytes', async () => {
    const again = await h.writer.assets.upload('image', png, { filename: 'other-name.png' })
    expect(again._id).toBe(asset._id)
    expect(await h.writer.fetch('count(*[_type == "sanity.imageAsset"])')).toBe(1)
  })

  it('refuses images with more pixels than sharp may decode (a decompression bomb), with 400', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_INPUT_PIXELS)) + 1
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer()
    expect(huge.length).toBeLessThan(20 * 1024 * 1024)
    await expect(h.writer.assets.upload('image', huge, { filename: 'bomb.png' })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('pixels'),
    })
  })

  it('refuses uploads without the token (401), non-images (400) and bodies over 20 MB (413)', async () => {
    await expect(h.client().assets.upload('image', png)).rejects.toMatchObject({ statusCode: 401 })
    await expect(h.writer.assets.upload('image', Buffer.from('not an image'))).rejects.toMatchObject({
      statusCode: 400,
    })
    const res = await fetch(`${h.apiHost}/v2022-03-07/assets/images/production?filename=big.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'image/png' },
      body: Buffer.alloc(21 * 1024 * 1024),
    })
    expect(res.status).toBe(413)
    expect((await res.json()).error.description).toMatch(/too large.*limit/)
  })
})

describe('image serving', () => {
  it('serves the original with immutable caching and an ETag, and honours If-None-Match', async () => {
    const url = h.imageUrl.image(imageRef()).url()
    expect(url).toBe(`${h.apiHost}/images/local/production/${asset.path.split('/').pop()}`)
    const res = await get(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)
    const etag = res.headers.get('etag')!
    expect((await get(url, { 'if-none-match': etag })).status).toBe(304)
  })

  it('resizes with w/h and fit modes (sizes checked by decoding)', async () => {
    const sizes: Array<[string, number, number]> = []
    // Raw URLs: given both w and h, the builder itself adds a centred rect (tested below).
    const base = h.imageUrl.image(imageRef()).url()
    for (const fit of ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const) {
      const res = await get(`${base}?w=200&h=200&fit=${fit}`)
      expect(res.status).toBe(200)
      const { meta } = await decoded(res)
      sizes.push([fit, meta.width, meta.height])
    }
    expect(sizes).toEqual([
      ['clip', 200, 150],
      ['crop', 200, 200],
      ['fill', 200, 200],
      ['fillmax', 200, 200],
      ['max', 200, 150],
      ['scale', 200, 200],
      ['min', 200, 200],
    ])
    // 100 is not one of IMAGE_WIDTHS: it snaps up to 160, and the height follows the aspect ratio.
    const wide = await decoded(await get(h.imageUrl.image(imageRef()).width(100).url()))
    expect([wide.meta.width, wide.meta.height]).toEqual([160, 120])
    const retina = await decoded(await get(h.imageUrl.image(imageRef()).width(100).dpr(2).url()))
    expect(retina.meta.width).toBe(200)
    const viaBuilder = await decoded(await get(h.imageUrl.image(imageRef()).width(200).height(100).fit('clip').url()))
    expect([viaBuilder.meta.width, viaBuilder.meta.height]).toEqual([200, 100])
    const noUpscale = await decoded(await get(h.imageUrl.image(imageRef()).width(1000).fit('max').url()))
    expect(noUpscale.meta.width).toBe(400)
  })

  it('converts with fm and q, with the matching Content-Type', async () => {
    for (const [fm, format, type] of [
      ['webp', 'webp', 'image/webp'],
      ['avif', 'heif', 'image/avif'],
      ['png', 'png', 'image/png'],
      ['jpg', 'jpeg', 'image/jpeg'],
    ] as const) {
      // The builder's types stop at webp; hosted Sanity also takes fm=avif, so the URL is written by hand.
      const res = await get(`${h.imageUrl.image(imageRef()).url()}?w=160&fm=${fm}&q=60`)
      expect(res.headers.get('content-type')).toBe(type)
      const { meta } = await decoded(res)
      expect(meta.format).toBe(format)
      expect(meta.width).toBe(160)
    }
  })

  it('auto=format picks AVIF or WebP from the Accept header and varies on it', async () => {
    const url = h.imageUrl.image(imageRef()).width(60).auto('format').url()
    const avif = await get(url, { accept: 'image/avif,image/webp,*/*' })
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(avif.headers.get('vary')).toMatch(/Accept/)
    const webp = await get(url, { accept: 'image/webp,*/*' })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    const plain = await get(url, { accept: '*/*' })
    expect(plain.headers.get('content-type')).toBe('image/png')
    expect(new Set([avif, webp, plain].map((r) => r.headers.get('etag'))).size).toBe(3)
  })

  it('crops with rect (the right half is blue) and with the builder’s crop/hotspot', async () => {
    const right = await decoded(await get(`${h.imageUrl.image(imageRef()).url()}?rect=200,0,200,300&fm=png`))
    expect([right.meta.width, right.meta.height]).toEqual([200, 300])
    const { dominant } = await sharp(right.buffer).stats()
    expect(dominant.b).toBeGreaterThan(200)
    expect(dominant.r).toBeLessThan(50)

    const cropped = {
      ...imageRef(),
      crop: { _type: 'sanity.imageCrop', left: 0, right: 0.5, top: 0, bottom: 0 },
      hotspot: { _type: 'sanity.imageHotspot', x: 0.25, y: 0.5, width: 0.5, height: 1 },
    }
    const url = h.imageUrl.image(cropped).width(160).height(160).url()
    expect(url).toContain('rect=')
    const left = await decoded(await get(url))
    expect([left.meta.width, left.meta.height]).toEqual([160, 160])
    expect((await sharp(left.buffer).stats()).dominant.r).toBeGreaterThan(200)
  })

  it('crops around a focal point (crop=focalpoint&fp-x&fp-y) and to an edge (crop=right)', async () => {
    const colourAt = async (url: string) =>
      (await sharp(Buffer.from(await (await get(url)).arrayBuffer())).stats()).dominant
    const ref = imageRef()
    const leftFocus = h.imageUrl
      .image(ref)
      .width(100)
      .height(300)
      .fit('crop')
      .crop('focalpoint')
      .focalPoint(0.1, 0.5)
      .url()
    expect(leftFocus).toMatch(/fp-x=0.1/)
    expect(leftFocus).toMatch(/crop=focalpoint/)
    expect((await colourAt(leftFocus)).r).toBeGreaterThan(200)
    const rightFocus = h.imageUrl
      .image(ref)
      .width(100)
      .height(300)
      .fit('crop')
      .crop('focalpoint')
      .focalPoint(0.9, 0.5)
      .url()
    expect((await colourAt(rightFocus)).b).toBeGreaterThan(200)
    const base = h.imageUrl.image(ref).url()
    expect((await colourAt(`${base}?w=100&h=300&fit=crop&crop=right`)).b).toBeGreaterThan(200)
    expect((await colourAt(`${base}?w=100&h=300&fit=crop&crop=left`)).r).toBeGreaterThan(200)
  })

  it('caches transforms on disk and serves the same bytes again', async () => {
    const url = h.imageUrl.image(imageRef()).width(123).format('webp').url()
    const first = Buffer.from(await (await get(url)).arrayBuffer())
    const cacheFiles = await readdir(path.join(h.dataDir, 'cache', 'images'))
    expect(cacheFiles.some((f) => f.endsWith('.webp'))).toBe(true)
    const second = Buffer.from(await (await get(url)).arrayBuffer())
    expect(second.equals(first)).toBe(true)
  })

  it('charges one client once for a new variant that many of its requests ask for at once', async () => {
    // Keep libuv's four threads busy, as argon2 and gzip do under load: reading the original then waits, and every
    // request that arrives meanwhile must join the first one's run instead of being charged for a variant of its own.
    const busy = Array.from(
      { length: 4 },
      () => new Promise<void>((resolve) => pbkdf2('x', 'salt', 300_000, 32, 'sha512', () => resolve())),
    )
    const url = `${h.imageUrl.image(imageRef()).url()}?w=160&h=160&fit=crop&fm=webp`
    const statuses = await Promise.all(
      Array.from({ length: IMAGE_TRANSFORMS_PER_IP.points + 10 }, () =>
        get(url).then(async (res) => {
          await res.arrayBuffer()
          return res.status
        }),
      ),
    )
    await Promise.all(busy)
    expect(new Set(statuses)).toEqual(new Set([200]))
  })

  it('snaps huge widths to the largest allowed width', async () => {
    const res = await get(`${h.imageUrl.image(imageRef()).url()}?w=99999&fm=jpg`)
    expect(res.status).toBe(200)
    expect((await decoded(res)).meta.width).toBe(MAX_IMAGE_WIDTH)
  })

  it('narrows parameters to what the output shows, so they share one cached variant', async () => {
    const base = h.imageUrl.image(imageRef()).url()
    const cacheDir = path.join(h.dataDir, 'cache', 'images')
    const before = new Set(await readdir(cacheDir))
    const sameAsW320Png = [
      'w=320&fm=png',
      'w=320&fm=png&q=10',
      'w=320&fm=png&q=90',
      'w=320&fm=png&bg=ff0000',
      'w=300&fm=png',
      'w=290&fm=png&q=5',
      'w=160&dpr=2&fm=png',
      'w=160&dpr=1.6&fm=png',
      'w=320&fm=png&fit=crop&crop=left',
      'w=320&fm=png&fit=scale',
    ]
    const bodies: Buffer[] = []
    for (const query of sameAsW320Png) bodies.push(Buffer.from(await (await get(`${base}?${query}`)).arrayBuffer()))
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true)
    expect((await readdir(cacheDir)).filter((f) => !before.has(f))).toHaveLength(1)
    // bg matters once there is a letterbox, and q for a lossy format.
    const letterbox = (bg: string) => get(`${base}?w=320&h=320&fit=fill&fm=png&bg=${bg}`)
    const red = Buffer.from(await (await letterbox('ff0000')).arrayBuffer())
    const blue = Buffer.from(await (await letterbox('0000ff')).arrayBuffer())
    expect(red.equals(blue)).toBe(false)
    const q10 = Buffer.from(await (await get(`${base}?w=320&fm=jpg&q=10`)).arrayBuffer())
    const q90 = Buffer.from(await (await get(`${base}?w=320&fm=jpg&q=90`)).arrayBuffer())
    expect(q10.length).toBeLessThan(q90.length)
  })

  it('answers unknown files with 404 and nonsense parameters with 400', async () => {
    const base = h.imageUrl.image(imageRef()).url()
    const missing = base.replace(/[a-f0-9]{40}/, 'f'.repeat(40))
    expect((await get(missing)).status).toBe(404)
    expect((await get(`${h.apiHost}/images/other/production/${asset.path.split('/').pop()}`)).status).toBe(404)
    expect((await get(`${h.apiHost}/images/local/production/not-a-file.png`)).status).toBe(404)
    for (const query of [
      'w=abc',
      'w=-5',
      'fit=stretchy',
      'fm=bmp',
      'q=500',
      'rect=1,2,3',
      'rect=0,0,0,10',
      'auto=magic',
      'rect=900,0,10,10',
    ]) {
      const res = await get(`${base}?${query}`)
      expect(res.status, query).toBe(400)
      expect((await res.json()).error.description).toEqual(expect.any(String))
    }
  })
})
