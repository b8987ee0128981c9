import type { ImgHTMLAttributes } from 'react'
import type { ResponsiveImage } from '@/lib/content/images'

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height'
> {
  image: ResponsiveImage
  /** `true`: the page's LCP image, loaded eagerly with high priority. `'eager'`: above the fold, eager but normal priority. Otherwise lazy. */
  priority?: boolean | 'eager'
  /** Overrides the content's alt text (e.g. '' when a labelled button wraps the image). */
  alt?: string
}

/** An <img> with srcset/sizes and intrinsic width/height (so nothing shifts while it loads). */
export function ProductImage({ image, priority = false, alt, ...rest }: ProductImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === true ? 'high' : undefined}
      decoding={priority === true ? 'sync' : 'async'}
      {...rest}
    />
  )
}
