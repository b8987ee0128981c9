import { describe, expect, it } from 'vitest'
import {
  IMAGE_ASPECT_RATIOS,
  IMAGE_WIDTHS,
  imageWidthsBetween,
  MAX_IMAGE_WIDTH,
  snapImageWidth,
} from '@/lib/content/image-widths'
import {
  cacheKeyOf,
  forOutput,
  outputFormat,
  parseImageParams,
  snapRect,
  variantPoints,
} from '@/server/content-lake/image-params'
import { IMAGE_QUALITIES, MAX_IMAGE_HEIGHT } from '@/server/content-lake/limits'

const key = (query: Record<string, string>, accept = '') => {
  const params = parseImageParams(query)
  const format = outputFormat(params, accept, 'webp')
  return cacheKeyOf('file.webp', forOutput(params, format), format)
}

describe('allowed image widths', () => {
  it('snaps up to the next allowed width, and caps at the largest', () => {
    expect(snapImageWidth(1)).toBe(IMAGE_WIDTHS[0])
    expect(snapImageWidth(160)).toBe(160)
    expect(snapImageWidth(161)).toBe(200)
    expect(snapImageWidth(99_999)).toBe(MAX_IMAGE_WIDTH)
    expect(imageWidthsBetween(150, 330)).toEqual([160, 200, 280, 320, 400])
  })
})

describe('image parameters', () => {
  it('snap the width (dpr applied) and a given height to the nearest allowed aspect ratio', () => {
    expect(parseImageParams({ w: '401', h: '501' })).toMatchObject({ w: 500, h: 625 })
    expect(parseImageParams({ w: '401', h: '502' })).toMatchObject({ w: 500, h: 625 })
    expect(parseImageParams({ w: '400', h: '1' })).toMatchObject({ w: 400, h: Math.round(400 / 3) })
    expect(parseImageParams({ w: '250', dpr: '2' })).toMatchObject({ w: 500 })
    expect(parseImageParams({ w: '250', dpr: '1.4' })).toMatchObject({ w: 280 })
    expect(parseImageParams({ h: '333' })).toMatchObject({ h: 400 })
    expect(parseImageParams({ w: '1600', h: '99999' }).h).toBe(MAX_IMAGE_HEIGHT)
    // Every height from 1 to 3000 with one width: one variant per allowed shape, not 3000.
    const heights = new Set(Array.from({ length: 3000 }, (_, h) => parseImageParams({ w: '640', h: String(h + 1) }).h))
    expect(heights.size).toBe(IMAGE_ASPECT_RATIOS.length)
  })

  it('keep the heights the shop’s own layouts ask for (lib/content/images.ts rounds h × width ÷ w)', () => {
    const layouts = [
      [280, 350],
      [160, 200],
      [48, 60],
      [500, 500],
      [640, 400],
      [280, 175],
      [1200, 630],
      [1200, 1200],
    ]
    for (const [w, h] of layouts)
      for (const width of IMAGE_WIDTHS) {
        const builderHeight = Math.round((h! * width) / w!)
        expect(parseImageParams({ w: String(width), h: String(builderHeight) }).h, `${w}×${h} at ${width}`).toBe(
          builderHeight,
        )
      }
  })

  it('snap q up to a few quality levels', () => {
    expect(parseImageParams({ q: '0' }).q).toBe(IMAGE_QUALITIES[0])
    expect(parseImageParams({ q: '51' }).q).toBe(75)
    expect(parseImageParams({ q: '100' }).q).toBe(100)
    expect(new Set(Array.from({ length: 101 }, (_, q) => parseImageParams({ q: String(q) }).q)).size).toBe(
      IMAGE_QUALITIES.length,
    )
  })

  it('grow rect outwards to 1 % steps of the source, within the picture', () => {
    const source = { width: 1600, height: 1000 }
    expect(snapRect({ left: 17, top: 9, width: 100, height: 100 }, source)).toEqual({
      left: 16,
      top: 0,
      width: 112,
      height: 110,
    })
    expect(snapRect({ left: 1590, top: 995, width: 500, height: 500 }, source)).toEqual({
      left: 1584,
      top: 990,
      width: 16,
      height: 10,
    })
    // With both sides asked for, the grown crop keeps the output's shape (as the URL builder made it).
    const hero = snapRect({ left: 0, top: 313, width: 1000, height: 625 }, { width: 1000, height: 1250 }, 400 / 640)
    expect(hero).toMatchObject({ left: 0, width: 1000, height: 625 })
    expect(Math.abs(hero.top - 313)).toBeLessThanOrEqual(13)
    const variants = new Set<string>()
    for (let left = 0; left < 16; left++)
      for (let width = 100; width < 110; width++)
        variants.add(JSON.stringify(snapRect({ left, top: 0, width, height: 500 }, source)))
    expect(variants.size).toBeLessThanOrEqual(2)
  })

  it('charge a large variant more points than a card', () => {
    const source = { width: 2000, height: 2500 }
    expect(variantPoints(parseImageParams({ w: '640', h: '800' }), source)).toBe(1)
    expect(variantPoints(parseImageParams({ w: '1600', h: '3000' }), source)).toBe(5)
    expect(variantPoints(parseImageParams({ w: '1600' }), source)).toBe(4)
    expect(variantPoints(parseImageParams({ fm: 'avif' }), source)).toBe(5)
  })

  it('make one cache key for requests that differ only in what the output ignores', () => {
    const png = key({ w: '320', fm: 'png' })
    expect(key({ w: '320', fm: 'png', q: '7' })).toBe(png)
    expect(key({ w: '320', fm: 'png', bg: 'ff0000' })).toBe(png)
    expect(key({ w: '300', fm: 'png', fit: 'scale', crop: 'left' })).toBe(png)
    expect(key({ w: '160', dpr: '2.2', fm: 'png' })).toBe(png)
    // ... but not for what it shows.
    expect(key({ w: '320', fm: 'jpg', q: '7' })).toBe(key({ w: '320', fm: 'jpg', q: '8' }))
    expect(key({ w: '320', fm: 'jpg', q: '7' })).not.toBe(key({ w: '320', fm: 'jpg', q: '60' }))
    const letterbox = { w: '320', h: '320', fit: 'fill', fm: 'png' }
    expect(key({ ...letterbox, bg: 'ff0000' })).not.toBe(key({ ...letterbox, bg: '00ff00' }))
    const crop = { w: '320', h: '320', fit: 'crop', crop: 'focalpoint' }
    expect(key({ ...crop, 'fp-x': '0.301' })).toBe(key({ ...crop, 'fp-x': '0.3' }))
    expect(key({ ...crop, 'fp-x': '0.3' })).not.toBe(key({ ...crop, 'fp-x': '0.7' }))
    expect(key({ ...crop, crop: 'top,left' })).toBe(key({ ...crop, crop: 'left,top' }))
  })
})
