import { createImageUrlBuilder, type FitMode } from '@sanity/image-url'
import type { ImageSourceConfig } from './client'
import { snapImageWidth } from './image-widths'

/** A Sanity image field as the queries return it (asset reference, optional crop/hotspot, alt). */
export type ContentImage = Parameters<ReturnType<typeof createImageUrlBuilder>['image']>[0] & { alt?: string | null }

export interface ImageOptions {
  /** Snapped up to one of IMAGE_WIDTHS (lib/content/image-widths.ts); `h` is scaled along. */
  w: number
  /** With `h`, the image is cropped to w×h (hotspot-aware); without it the aspect ratio is kept. */
  h?: number
  fit?: FitMode
  q?: number
}

/** Everything an <img> needs so nothing shifts: a fallback src, srcset/sizes, intrinsic size, alt text. */
export interface ResponsiveImage {
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
  alt: string
}

export interface ResponsiveOptions {
  /** The rendered size (CSS px) the width/height attributes carry. */
  width: number
  height: number
  /** Widths offered in srcset (snapped to IMAGE_WIDTHS); the rendered width and its 2× are always included. */
  widths?: number[]
  sizes?: string
}

/** URL helpers bound to one image source (the embedded lake or Sanity's CDN). `auto=format` lets the server pick WebP/AVIF. */
export function createImageHelpers(source: ImageSourceConfig) {
  const builder = createImageUrlBuilder(source)
  // Building a URL is most of a listing's render time, and the image objects come from the content cache, so
  // the same object asks for the same URLs on every render until its content changes (then it is a new object).
  const built = new WeakMap<object, Map<string, string>>()

  function imageUrl(image: ContentImage, { w, h, fit = h ? 'crop' : 'max', q }: ImageOptions): string {
    const key = `${w} ${h} ${fit} ${q}`
    let urls = typeof image === 'object' && image !== null ? built.get(image) : undefined
    const known = urls?.get(key)
    if (known !== undefined) return known
    // The image server only renders the allowed widths; asking for one of them keeps URLs and cache entries few.
    const width = snapImageWidth(w)
    let b = builder.image(image).width(width).fit(fit).auto('format')
    if (h) b = b.height(Math.round((h * width) / w))
    if (q) b = b.quality(q)
    const url = b.url()
    if (typeof image === 'object' && image !== null) {
      if (!urls) built.set(image, (urls = new Map<string, string>()))
      urls.set(key, url)
    }
    return url
  }

  /** `url 320w, url 640w…` for the allowed widths these snap to; the height keeps `opts.h/opts.w` when both are given. */
  function imageSrcSet(
    image: ContentImage,
    widths: number[],
    opts: Partial<ImageOptions> & { aspect?: number } = {},
  ): string {
    const aspect = opts.aspect ?? (opts.w && opts.h ? opts.h / opts.w : undefined)
    return [...new Set(widths.map(snapImageWidth))]
      .sort((a, b) => a - b)
      .map((w) => `${imageUrl(image, { w, h: aspect ? w * aspect : undefined, fit: opts.fit, q: opts.q })} ${w}w`)
      .join(', ')
  }

  function responsiveImage(
    image: ContentImage,
    { width, height, widths = [], sizes }: ResponsiveOptions,
  ): ResponsiveImage {
    const aspect = height / width
    return {
      src: imageUrl(image, { w: width, h: height }),
      srcSet: imageSrcSet(image, [...widths, width, width * 2], { aspect }),
      sizes: sizes ?? `${width}px`,
      width,
      height,
      alt: image.alt ?? '',
    }
  }

  return { imageUrl, imageSrcSet, responsiveImage }
}

export type ImageHelpers = ReturnType<typeof createImageHelpers>
