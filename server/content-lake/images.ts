/**
 * `/images/:projectId/:dataset/:file`: the original, or a sharp transform of it, cached on disk under
 * `<dataDir>/cache/images` keyed by file + parameters (narrowed to what the output shows) + output format.
 * Originals and cached variants are read from disk (the most recently used variants from memory) and cost nothing
 * else; a cached variant is answered without reading its original (originals are content-addressed and never
 * removed, so a variant's original exists). A new variant costs a sharp run, so
 * each client may ask for a limited number per minute, at most two run at once, a bounded number wait (beyond
 * that 503), and the disk cache is bounded by bytes (least recently used variants go first).
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Request, Response } from 'express'
import PQueue from 'p-queue'
import sharp, { type Sharp } from 'sharp'
import { IMAGE_FILE, imagesDir, MIME_BY_EXT } from './assets'
import { badRequest, busy, notFound } from './errors'
import { ImageDiskCache } from './image-cache'
import {
  cacheKeyOf,
  forOutput,
  isIdentity,
  outputFormat,
  parseImageParams,
  snapRect,
  variantPoints,
  type ImageParams,
  type OutputFormat,
} from './image-params'
import {
  IMAGE_CACHE_MAX_BYTES,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_MEMORY_CACHE_BYTES,
  IMAGE_RETRY_AFTER_SECONDS,
  IMAGE_TRANSFORM_CONCURRENCY,
  IMAGE_TRANSFORM_QUEUE_MAX,
  IMAGE_TRANSFORMS_PER_IP,
} from './limits'
import { clientKey, createRequestLimit } from './throttle'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const MIME: Record<OutputFormat, string> = { ...MIME_BY_EXT, pjpg: 'image/jpeg' } as Record<OutputFormat, string>
const EXT: Record<OutputFormat, string> = {
  jpg: 'jpg',
  pjpg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
}

export interface ImageServer {
  /** `authenticated`: a token holder (the local Studio's thumbnails), exempt from the per-client variant limit. */
  handle(req: Request, res: Response, caller?: { authenticated: boolean }): Promise<void>
}

export interface ImageServerOptions {
  dataDir: string
  projectId: string
  dataset: string
  /** Bytes the cached variants may take on disk (default IMAGE_CACHE_MAX_BYTES). */
  cacheMaxBytes?: number
}

export function createImageServer(options: ImageServerOptions): ImageServer {
  const cache = ImageDiskCache.open(
    path.join(options.dataDir, 'cache', 'images'),
    options.cacheMaxBytes ?? IMAGE_CACHE_MAX_BYTES,
    IMAGE_MEMORY_CACHE_BYTES,
  )
  // Keep the start-up from failing on an unreadable cache before the first request awaits it.
  cache.catch(() => undefined)
  /** Concurrent requests for the same transform share one sharp run. */
  const inFlight = new Map<string, Promise<Buffer>>()
  const transforms = new PQueue({ concurrency: IMAGE_TRANSFORM_CONCURRENCY })
  // In this process's memory even with REDIS_URL: only one process can serve a lake (docs/architecture.md §6).
  const newVariantsPerClient = createRequestLimit({
    points: IMAGE_TRANSFORMS_PER_IP.points,
    windowSeconds: IMAGE_TRANSFORMS_PER_IP.windowSeconds,
    what: 'new image variants',
  })

  /** Queues a sharp run, or answers 503 when too many already wait (a flood must not queue without end). */
  const schedule = (run: () => Promise<Buffer>): Promise<Buffer> => {
    if (transforms.size >= IMAGE_TRANSFORM_QUEUE_MAX)
      throw busy('Too many image transforms are waiting; try again shortly', IMAGE_RETRY_AFTER_SECONDS)
    return transforms.add(run)
  }

  return {
    async handle(req, res, caller = { authenticated: false }) {
      const { projectId, dataset, file } = req.params as Record<string, string>
      const match = IMAGE_FILE.exec(file ?? '')
      if (projectId !== options.projectId || dataset !== options.dataset || !match) throw notFound('Image not found')
      const [, sha1, width, height, ext] = match as unknown as [string, string, string, string, string]
      const readOriginal = () =>
        readFile(path.join(imagesDir(options.dataDir), file!)).catch(() => {
          throw notFound(`Image ${file} not found`)
        })
      const source = { width: Number(width), height: Number(height) }
      const parsed = parseImageParams(req.query)
      const aspect = parsed.w !== undefined && parsed.h !== undefined ? parsed.h / parsed.w : undefined
      const requested = parsed.rect ? { ...parsed, rect: snapRect(parsed.rect, source, aspect) } : parsed
      const format = outputFormat(requested, req.get('accept') ?? '', ext)
      const params = forOutput(requested, format)
      if (params.autoFormat) res.setHeader('Vary', 'Accept')

      if (isIdentity(params, format, ext))
        return send(req, res, await readOriginal(), MIME_BY_EXT[ext] ?? 'application/octet-stream', sha1)

      const key = createHash('sha1')
        .update(cacheKeyOf(file!, params, format))
        .digest('hex')
      const name = `${key}.${EXT[format]}`
      const variants = await cache
      let output = await variants.get(name)
      if (!output) {
        let job = inFlight.get(key)
        if (!job) {
          // Registered before anything is awaited, so concurrent requests for the same new variant share this run
          // and only the first is charged for it (each used to pass the check while the first awaited).
          job = (async () => {
            const original = await readOriginal()
            // Only new work counts against the client: cached variants and shared runs are free. Studio asks for
            // many sizes of every picture; its token exempts it (the transform concurrency cap still applies).
            // Charged by size: a large variant takes many times a card's time (IMAGE_VARIANT_POINT_PIXELS).
            if (!caller.authenticated) await newVariantsPerClient.consume(clientKey(req), variantPoints(params, source))
            const buffer = await schedule(() => transform(original, source, params, format))
            await variants.put(name, buffer)
            return buffer
          })().finally(() => inFlight.delete(key))
          inFlight.set(key, job)
        }
        output = await job
      }
      send(req, res, output, MIME[format], key)
    },
  }
}

/** Only a delivered image is cacheable for a year: a 429 or 503 on the same URL must not be kept. */
function send(req: Request, res: Response, body: Buffer, contentType: string, tag: string): void {
  const etag = `"${tag}"`
  res.setHeader('Cache-Control', IMMUTABLE)
  res.setHeader('ETag', etag)
  res.setHeader('Content-Type', contentType)
  if (req.get('if-none-match') === etag) {
    res.status(304).end()
    return
  }
  res.end(body)
}

/** Sanity's bg is RGB, RRGGBB or AARRGGBB. */
function background(bg: string | undefined, format: OutputFormat) {
  if (!bg) return format === 'jpg' || format === 'pjpg' ? '#ffffff' : { r: 255, g: 255, b: 255, alpha: 0 }
  if (bg.length === 8) return { r: hex(bg, 2), g: hex(bg, 4), b: hex(bg, 6), alpha: hex(bg, 0) / 255 }
  return `#${bg}`
}
const hex = (s: string, at: number) => parseInt(s.slice(at, at + 2), 16)

const SHARP_POSITIONS: Record<string, string> = {
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  'left,top': 'left top',
  'right,top': 'right top',
  'left,bottom': 'left bottom',
  'right,bottom': 'right bottom',
}

function cropPosition(crop: string[]): string | number {
  if (crop.includes('entropy')) return sharp.strategy.entropy
  const vertical = crop.find((c) => c === 'top' || c === 'bottom')
  const horizontal = crop.find((c) => c === 'left' || c === 'right')
  const keyName = [horizontal, vertical].filter(Boolean).join(',')
  return SHARP_POSITIONS[keyName] ?? 'centre'
}

async function transform(
  input: Buffer,
  source: { width: number; height: number },
  p: ImageParams,
  format: OutputFormat,
): Promise<Buffer> {
  let img = sharp(input, { animated: false, limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
  let srcW = source.width
  let srcH = source.height
  if (p.rect) {
    const { left, top } = p.rect
    if (left >= srcW || top >= srcH) throw badRequest(`rect lies outside the ${srcW}x${srcH} image`)
    const width = Math.min(p.rect.width, srcW - left)
    const height = Math.min(p.rect.height, srcH - top)
    img = img.extract({ left, top, width, height })
    srcW = width
    srcH = height
  }
  const { w, h } = p
  if (w !== undefined || h !== undefined) {
    const noUpscale = p.fit === 'max' || p.fit === 'fillmax' || p.fit === 'min'
    if (w === undefined || h === undefined) {
      img = img.resize({ width: w, height: h, withoutEnlargement: noUpscale })
    } else if (p.fit === 'clip' || p.fit === 'max') {
      img = img.resize({ width: w, height: h, fit: 'inside', withoutEnlargement: noUpscale })
    } else if (p.fit === 'scale') {
      img = img.resize({ width: w, height: h, fit: 'fill' })
    } else if (p.fit === 'fill') {
      img = img.resize({ width: w, height: h, fit: 'contain', background: background(p.bg, format) })
    } else if (p.fit === 'fillmax') {
      const scale = Math.min(w / srcW, h / srcH, 1)
      const rw = Math.max(1, Math.round(srcW * scale))
      const rh = Math.max(1, Math.round(srcH * scale))
      const left = Math.floor((w - rw) / 2)
      const top = Math.floor((h - rh) / 2)
      img = img
        .resize({ width: rw, height: rh, fit: 'fill' })
        .extend({ left, right: w - rw - left, top, bottom: h - rh - top, background: background(p.bg, format) })
    } else {
      // crop and min: fill the box and cut the overflow; min never grows beyond the original.
      const shrink = p.fit === 'min' ? Math.min(1, srcW / w, srcH / h) : 1
      const tw = Math.max(1, Math.round(w * shrink))
      const th = Math.max(1, Math.round(h * shrink))
      if (p.focal && p.crop.includes('focalpoint')) img = coverAtFocalPoint(img, srcW, srcH, tw, th, p.focal)
      else img = img.resize({ width: tw, height: th, fit: 'cover', position: cropPosition(p.crop) })
    }
  }
  return encode(img, format, p.q)
    .toBuffer()
    .catch((err: Error) => {
      // Uploads over the limit are refused, so this is an original put in place by hand.
      if (/pixel limit/i.test(err.message))
        throw badRequest(
          `The source image has more than ${IMAGE_MAX_INPUT_PIXELS} pixels, more than this server transforms`,
        )
      throw err
    })
}

function coverAtFocalPoint(
  img: Sharp,
  srcW: number,
  srcH: number,
  tw: number,
  th: number,
  focal: { x: number; y: number },
): Sharp {
  const scale = Math.max(tw / srcW, th / srcH)
  const rw = Math.max(tw, Math.round(srcW * scale))
  const rh = Math.max(th, Math.round(srcH * scale))
  const left = Math.min(rw - tw, Math.max(0, Math.round(focal.x * rw - tw / 2)))
  const top = Math.min(rh - th, Math.max(0, Math.round(focal.y * rh - th / 2)))
  return img.resize({ width: rw, height: rh, fit: 'fill' }).extract({ left, top, width: tw, height: th })
}

function encode(img: Sharp, format: OutputFormat, q: number | undefined): Sharp {
  switch (format) {
    case 'jpg':
      return img.jpeg({ quality: q ?? 75, mozjpeg: true })
    case 'pjpg':
      return img.jpeg({ quality: q ?? 75, progressive: true })
    case 'png':
      return img.png()
    case 'webp':
      return img.webp({ quality: q ?? 75 })
    case 'avif':
      // Low effort keeps first requests fast; the result is cached anyway.
      return img.avif({ quality: q ?? 50, effort: 2 })
    case 'gif':
      return img.gif()
  }
}
