/** Parses and validates the image URL parameters @sanity/image-url produces. Nonsense → 400; sizes are clamped. */
import { badRequest } from './errors'

export const MAX_IMAGE_DIMENSION = 3000

const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const
const FORMATS = ['jpg', 'pjpg', 'png', 'webp', 'avif'] as const
const CROPS = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'] as const

export type Fit = (typeof FITS)[number]
export type OutputFormat = (typeof FORMATS)[number] | 'gif'

export interface ImageParams {
  w?: number
  h?: number
  dpr: number
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
  const dpr = number(query, 'dpr', 1, 3) ?? 1
  const w = number(query, 'w', 1, MAX_IMAGE_DIMENSION)
  const h = number(query, 'h', 1, MAX_IMAGE_DIMENSION)
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
    ...(w !== undefined ? { w: Math.min(Math.round(w * dpr), MAX_IMAGE_DIMENSION) } : {}),
    ...(h !== undefined ? { h: Math.min(Math.round(h * dpr), MAX_IMAGE_DIMENSION) } : {}),
    dpr,
    fit: oneOf(query, 'fit', FITS) ?? 'clip',
    ...(rect ? { rect } : {}),
    crop,
    ...(fx !== undefined || fy !== undefined ? { focal: { x: fx ?? 0.5, y: fy ?? 0.5 } } : {}),
    ...(fm ? { fm } : {}),
    ...(q !== undefined ? { q: Math.round(q) } : {}),
    autoFormat: auto === 'format',
    ...(bg ? { bg } : {}),
  }
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

/** True when the original bytes can be sent as they are. */
export const isIdentity = (p: ImageParams, format: OutputFormat, original: string) =>
  p.w === undefined && p.h === undefined && !p.rect && p.q === undefined && !p.bg && format === original

/** A stable description of the work, for the disk cache key. */
export const cacheKeyOf = (file: string, p: ImageParams, format: OutputFormat) =>
  JSON.stringify([file, p.w, p.h, p.fit, p.rect, p.crop, p.focal, p.q, p.bg, format])
