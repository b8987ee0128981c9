/**
 * Parses and validates the image URL parameters @sanity/image-url produces (nonsense → 400), then narrows them
 * to what the output can show, so that URLs differing only in ignored or in-between values share one variant:
 * widths snap up to IMAGE_WIDTHS, a height given with a width to the nearest of IMAGE_ASPECT_RATIOS, dpr is 1, 2
 * or 3, q snaps up to IMAGE_QUALITIES, `rect` outwards to a grid of the source (`snapRect`), and parameters the
 * output format or fit ignores are dropped before the cache key is made. docs/security/content-lake.md, M1.
 */
import { snapAspectRatio, snapImageWidth } from '@/lib/content/image-widths'
import { badRequest } from './errors'
import { IMAGE_QUALITIES, IMAGE_RECT_GRID_STEPS, IMAGE_VARIANT_POINT_PIXELS, MAX_IMAGE_HEIGHT } from './limits'

const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
const FORMATS = ['jpg', 'pjpg', 'png', 'webp', 'avif'] as const
const CROPS = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'] as const

export type Fit = (typeof FITS)[number]
export type OutputFormat = (typeof FORMATS)[number] | 'gif'

export interface ImageParams {
  /** Output pixels (dpr applied), one of IMAGE_WIDTHS. */
  w?: number
  /** Output pixels (dpr applied): with `w`, `w` times one of IMAGE_ASPECT_RATIOS. */
  h?: number
  fit: Fit
  rect?: { left: number; top: number; width: number; height: number }
  crop: string[]
  focal?: { x: number; y: number }
  fm?: (typeof FORMATS)[number]
  q?: number
  autoFormat: boolean
  bg?: string
}

type Query = Record<string, unknown>

function single(query: Query, name: string): string | undefined {
  const value = query[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw badRequest(`Image parameter "${name}" was given more than once`)
  return value
}

/** Sizes above `max` are clamped (`clamp`); for other parameters a value out of range is an error. */
function number(
  query: Query,
  name: string,
  min: number,
  max: number,
  mode: 'clamp' | 'strict' = 'clamp',
): number | undefined {
  const raw = single(query, name)
  if (raw === undefined) return undefined
  const value = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(value) || value < min || (mode === 'strict' && value > max))
    throw badRequest(
      `Image parameter "${name}" must be a number from ${min}${mode === 'strict' ? ` to ${max}` : ''}, got "${raw}"`,
    )
  return Math.min(value, max)
}

function oneOf<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined {
  const raw = single(query, name)
  if (raw === undefined) return undefined
  if (!(allowed as readonly string[]).includes(raw))
    throw badRequest(`Image parameter "${name}" must be one of ${allowed.join(', ')}, got "${raw}"`)
  return raw as T
}

export function parseImageParams(query: Query): ImageParams {
  // Screens have whole pixel ratios; 1.1 and 1.4 would only be new variants of the same picture.
  const dpr = Math.round(number(query, 'dpr', 1, 3) ?? 1)
  // Sizes are not refused for being large: outputSize snaps and clamps them.
  const w = number(query, 'w', 1, Infinity)
  const h = number(query, 'h', 1, Infinity)
  const rectRaw = single(query, 'rect')
  let rect: ImageParams['rect']
  if (rectRaw !== undefined) {
    const parts = rectRaw.split(',').map(Number)
    if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0) || parts[2] === 0 || parts[3] === 0)
      throw badRequest(`Image parameter "rect" must be x,y,width,height in whole pixels, got "${rectRaw}"`)
    const [left, top, width, height] = parts as [number, number, number, number]
    rect = { left, top, width, height }
  }
  const cropRaw = single(query, 'crop')
  const crop = cropRaw === undefined ? [] : cropRaw.split(',')
  for (const c of crop)
    if (!(CROPS as readonly string[]).includes(c))
      throw badRequest(`Image parameter "crop" must be a list of ${CROPS.join(', ')}, got "${cropRaw}"`)
  const fx = number(query, 'fp-x', 0, 1, 'strict')
  const fy = number(query, 'fp-y', 0, 1, 'strict')
  const auto = single(query, 'auto')
  if (auto !== undefined && auto !== 'format') throw badRequest(`Image parameter "auto" only supports "format"`)
  const fm = oneOf(query, 'fm', FORMATS)
  const q = number(query, 'q', 0, 100, 'strict')
  const bg = single(query, 'bg')
  if (bg !== undefined && !/^([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(bg))
    throw badRequest(`Image parameter "bg" must be a hex colour (RGB, RRGGBB or AARRGGBB), got "${bg}"`)
  return {
    ...outputSize(w, h, dpr),
    fit: oneOf(query, 'fit', FITS) ?? 'clip',
    ...(rect ? { rect } : {}),
    crop,
    ...(fx !== undefined || fy !== undefined ? { focal: { x: fx ?? 0.5, y: fy ?? 0.5 } } : {}),
    ...(fm ? { fm } : {}),
    ...(q !== undefined ? { q: IMAGE_QUALITIES.find((level) => level >= q) ?? 100 } : {}),
    autoFormat: auto === 'format',
    ...(bg ? { bg: bg.toLowerCase() } : {}),
  }
}

/**
 * The output size in pixels: the width snapped up to IMAGE_WIDTHS; a height given with it keeps the nearest of
 * IMAGE_ASPECT_RATIOS (the shop's own URLs ask for exactly those, so their pictures do not change); a height
 * alone snaps like a width.
 */
function outputSize(w: number | undefined, h: number | undefined, dpr: number): Pick<ImageParams, 'w' | 'h'> {
  const clampHeight = (value: number) => Math.max(1, Math.min(Math.round(value), MAX_IMAGE_HEIGHT))
  if (w === undefined) return h === undefined ? {} : { h: clampHeight(snapImageWidth(h * dpr)) }
  const width = snapImageWidth(w * dpr)
  return { w: width, ...(h === undefined ? {} : { h: clampHeight(width * snapAspectRatio(h / w)) }) }
}

/**
 * Grows a crop of the source outwards to whole steps of 1/IMAGE_RECT_GRID_STEPS of its width and height (within
 * the picture), so that crops differing by a pixel or two share one variant. Given the output's shape (`aspect`,
 * height ÷ width, when both sides are asked for: one of IMAGE_ASPECT_RATIOS), the grown crop is then widened or
 * heightened about its centre back to that shape, as @sanity/image-url made it, so the output keeps its size.
 * A rect that starts outside the picture is left for the transform to refuse.
 */
type Rect = NonNullable<ImageParams['rect']>

export function snapRect(rect: Rect, source: { width: number; height: number }, aspect?: number): Rect {
  if (rect.left >= source.width || rect.top >= source.height) return rect
  const [left, right] = snapSpan(rect.left, rect.left + rect.width, source.width)
  const [top, bottom] = snapSpan(rect.top, rect.top + rect.height, source.height)
  const snapped = { left, top, width: right - left, height: bottom - top }
  return aspect === undefined ? snapped : toAspect(snapped, source, aspect)
}

/** The smallest rect of shape `aspect` around `rect`'s centre that holds it, moved or shrunk to fit the source. */
function toAspect(rect: Rect, source: { width: number; height: number }, aspect: number): Rect {
  let width = Math.max(rect.width, rect.height / aspect)
  let height = width * aspect
  if (width > source.width) [width, height] = [source.width, source.width * aspect]
  if (height > source.height) [width, height] = [source.height / aspect, source.height]
  width = Math.max(1, Math.round(width))
  height = Math.max(1, Math.round(height))
  const place = (centre: number, size: number, max: number) =>
    Math.min(Math.max(0, Math.round(centre - size / 2)), max - size)
  return {
    left: place(rect.left + rect.width / 2, width, source.width),
    top: place(rect.top + rect.height / 2, height, source.height),
    width,
    height,
  }
}

function snapSpan(from: number, to: number, size: number): [number, number] {
  const step = size / IMAGE_RECT_GRID_STEPS
  const start = Math.floor(Math.floor(from / step) * step)
  const end = Math.min(size, Math.ceil(Math.ceil(Math.min(to, size) / step) * step))
  return [start, Math.max(end, start + 1)]
}

/**
 * What a new variant costs its client against IMAGE_TRANSFORMS_PER_IP: one point per IMAGE_VARIANT_POINT_PIXELS
 * of output (at least one), the missing side taken from the source's (or the crop's) shape.
 */
export function variantPoints(p: ImageParams, source: { width: number; height: number }): number {
  const box = p.rect ?? source
  const aspect = box.height / box.width
  const width = p.w ?? (p.h !== undefined ? p.h / aspect : box.width)
  const height = p.h ?? width * aspect
  return Math.max(1, Math.ceil((width * height) / IMAGE_VARIANT_POINT_PIXELS))
}

/** auto=format picks the best format the browser accepts; otherwise fm, otherwise the original format. */
export function outputFormat(params: ImageParams, accept: string, original: string): OutputFormat {
  if (params.autoFormat) {
    if (/image\/avif/.test(accept)) return 'avif'
    if (/image\/webp/.test(accept)) return 'webp'
  }
  if (params.fm) return params.fm
  return original === 'jpg' || original === 'png' || original === 'webp' || original === 'avif' || original === 'gif'
    ? original
    : 'jpg'
}

/**
 * Drops what the output ignores, so that it does not make a variant of its own: q for PNG and GIF, bg without
 * a letterbox (fill and fillmax with both sides), crop and focal point unless the box is cropped, and the fit
 * of a resize by one side (only whether it may enlarge matters).
 */
export function forOutput(p: ImageParams, format: OutputFormat): ImageParams {
  const box = p.w !== undefined && p.h !== undefined
  const cropped = box && (p.fit === 'crop' || p.fit === 'min')
  const letterbox = box && (p.fit === 'fill' || p.fit === 'fillmax')
  const noUpscale = p.fit === 'max' || p.fit === 'fillmax' || p.fit === 'min'
  const focal = cropped && p.focal && p.crop.includes('focalpoint') ? p.focal : undefined
  return {
    ...(p.w !== undefined ? { w: p.w } : {}),
    ...(p.h !== undefined ? { h: p.h } : {}),
    fit: box ? p.fit : noUpscale ? 'max' : 'clip',
    ...(p.rect ? { rect: p.rect } : {}),
    crop: cropped ? [...new Set(p.crop)].sort() : [],
    // Two decimals place the focal point within a pixel or two of any image the shop shows.
    ...(focal ? { focal: { x: round2(focal.x), y: round2(focal.y) } } : {}),
    ...(p.fm ? { fm: p.fm } : {}),
    ...(p.q !== undefined && format !== 'png' && format !== 'gif' ? { q: p.q } : {}),
    autoFormat: p.autoFormat,
    ...(p.bg && letterbox ? { bg: p.bg } : {}),
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** True when the original bytes can be sent as they are. */
export const isIdentity = (p: ImageParams, format: OutputFormat, original: string) =>
  p.w === undefined && p.h === undefined && !p.rect && p.q === undefined && !p.bg && format === original

/** A stable description of the work (after `forOutput`), for the disk cache key. */
export const cacheKeyOf = (file: string, p: ImageParams, format: OutputFormat) =>
  JSON.stringify([file, p.w, p.h, p.fit, p.rect, p.crop, p.focal, p.q, p.bg, format])
