import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS, imageWidthsBetween, MAX_IMAGE_WIDTH, snapImageWidth } from '@/lib/content/image-widths'
import { cacheKeyOf, forOutput, outputFormat, parseImageParams } from '@/server/content-lake/image-params'
import { MAX_IMAGE_HEIGHT } from '@/server/content-lake/limits'

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
  it('snap the width (dpr applied) and scale a given height along', () => {
    expect(parseImageParams({ w: '401', h: '501' })).toMatchObject({ w: 500, h: Math.round((501 * 500) / 401) })
    expect(parseImageParams({ w: '250', dpr: '2' })).toMatchObject({ w: 500 })
    expect(parseImageParams({ w: '250', dpr: '1.4' })).toMatchObject({ w: 280 })
    expect(parseImageParams({ h: '333' })).toMatchObject({ h: 400 })
    expect(parseImageParams({ w: '1', h: '99999' }).h).toBe(MAX_IMAGE_HEIGHT)
  })

  it('make one cache key for requests that differ only in what the output ignores', () => {
    const png = key({ w: '320', fm: 'png' })
    expect(key({ w: '320', fm: 'png', q: '7' })).toBe(png)
    expect(key({ w: '320', fm: 'png', bg: 'ff0000' })).toBe(png)
    expect(key({ w: '300', fm: 'png', fit: 'scale', crop: 'left' })).toBe(png)
    expect(key({ w: '160', dpr: '2.2', fm: 'png' })).toBe(png)
    // ... but not for what it shows.
    expect(key({ w: '320', fm: 'jpg', q: '7' })).not.toBe(key({ w: '320', fm: 'jpg', q: '8' }))
    const letterbox = { w: '320', h: '320', fit: 'fill', fm: 'png' }
    expect(key({ ...letterbox, bg: 'ff0000' })).not.toBe(key({ ...letterbox, bg: '00ff00' }))
    const crop = { w: '320', h: '320', fit: 'crop', crop: 'focalpoint' }
    expect(key({ ...crop, 'fp-x': '0.301' })).toBe(key({ ...crop, 'fp-x': '0.3' }))
    expect(key({ ...crop, 'fp-x': '0.3' })).not.toBe(key({ ...crop, 'fp-x': '0.7' }))
    expect(key({ ...crop, crop: 'top,left' })).toBe(key({ ...crop, crop: 'left,top' }))
  })
})
