import { describe, expect, it } from 'vitest'
import { hostedContentClientConfig, imageSourceConfig, type ContentSourceConfig } from '@/lib/content/client'
import { createImageHelpers } from '@/lib/content/images'
import { cartProductFromProduct, toWishlistItem } from '@/lib/catalogue/product'
import { toProductPage } from '@/lib/catalogue/views'

const embedded: ContentSourceConfig = {
  publicUrl: 'https://shop.example',
  sanity: { projectId: undefined, apiHost: undefined, dataset: 'production', readToken: undefined },
  contentLake: { projectId: 'local', dataset: 'production' },
}
const hosted: ContentSourceConfig = {
  ...embedded,
  sanity: { projectId: 'abc123', apiHost: undefined, dataset: 'production', readToken: 'sk-read' },
}

const photo = (n: number) => ({
  _type: 'image' as const,
  _key: `img${n}`,
  alt: `View ${n}`,
  asset: { _type: 'reference' as const, _ref: `image-${'a'.repeat(40)}-1000x1250-webp` },
})

describe('content configuration', () => {
  it('reads hosted Sanity published-only through its CDN; the embedded lake has no client (it is read in process)', () => {
    const config = hostedContentClientConfig(hosted)
    expect(config).toMatchObject({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2022-03-07',
      useCdn: true,
      token: 'sk-read',
      // A read token may see drafts: the perspective keeps them off the shop.
      perspective: 'published',
    })
    expect(config.apiHost).toBeUndefined()
    expect(() => hostedContentClientConfig(embedded)).toThrow(/no Sanity project/)
  })

  it('builds relative lake image URLs for pages, absolute ones for sharing, and CDN URLs for hosted Sanity', () => {
    const page = createImageHelpers(imageSourceConfig(embedded))
    const share = createImageHelpers(imageSourceConfig(embedded, { absolute: true }))
    const cdn = createImageHelpers(imageSourceConfig(hosted))
    expect(page.imageUrl(photo(0), { w: 200, h: 200 })).toBe(
      `/content/images/local/production/${'a'.repeat(40)}-1000x1250.webp?rect=0,125,1000,1000&w=200&h=200&fit=crop&auto=format`,
    )
    expect(share.imageUrl(photo(0), { w: 1200 })).toMatch(
      /^https:\/\/shop\.example\/content\/images\/local\/production\//,
    )
    expect(cdn.imageUrl(photo(0), { w: 1200 })).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\//)
  })

  it('offers each srcset width once, smallest first, with its own height, snapped to the allowed widths', () => {
    const { responsiveImage } = createImageHelpers(imageSourceConfig(embedded))
    const image = responsiveImage(photo(0), { width: 280, height: 350, widths: [560, 160, 280, 150] })
    const entries = image.srcSet.split(', ').map((entry) => entry.split(' ')[1])
    // 560 (and the rendered width's 2×) snap up to 640, 150 to 160: IMAGE_WIDTHS in lib/content/image-widths.ts.
    expect(entries).toEqual(['160w', '280w', '640w'])
    expect(image.srcSet).toContain('w=640&h=800')
    expect(image).toMatchObject({ width: 280, height: 350, alt: 'View 0' })
  })
})

describe('product shapes', () => {
  const images = createImageHelpers(imageSourceConfig(embedded))
  const product = toProductPage(images, {
    _id: 'product-1',
    images: [photo(0), { ...photo(1), colour: 'Blush' }],
    price: 24.95,
    title: 'Rose Chiffon Hijab',
    description: 'Light chiffon.',
    slug: 'rose-chiffon-hijab',
    categoryName: 'Women',
    price_id: 'price_rose',
    _updatedAt: '2024-03-01T10:00:00Z',
    variants: null,
    sizeGuides: null,
  })

  it('gives the gallery 200×200 thumbnails and 500×500 large images', () => {
    expect(product.gallery).toHaveLength(2)
    expect(product.gallery[0]!.thumbnail).toMatchObject({ width: 200, height: 200 })
    expect(product.gallery[0]!.large).toMatchObject({ width: 500, height: 500 })
  })

  it('describes a picture with no alt text in the page language from the title and its colour (§13.10)', () => {
    const arabic = toProductPage(
      images,
      {
        _id: 'product-1',
        images: [
          { ...photo(0), alt: null },
          { ...photo(1), alt: null, colour: 'Blush' },
          { ...photo(2), alt: 'أمام' },
        ],
        price: 24.95,
        title: 'حجاب شيفون وردي',
        description: 'شيفون خفيف.',
        slug: 'rose-chiffon-hijab',
        categoryName: 'نساء',
        price_id: 'price_rose',
        _updatedAt: '2024-03-01T10:00:00Z',
        variants: null,
        sizeGuides: null,
      },
      undefined,
      'ar',
    )
    expect(arabic.gallery.map((image) => image.large.alt)).toEqual([
      'حجاب شيفون وردي',
      'حجاب شيفون وردي باللون وردي فاتح',
      'أمام',
    ])
    expect(arabic.gallery.map((image) => image.thumbnail.alt)).toEqual(arabic.gallery.map((image) => image.large.alt))
  })

  it('carries the colour an image is tied to, and only then (docs/product.md §16.6)', () => {
    expect(product.gallery.map((image) => image.colour)).toEqual([undefined, 'Blush'])
    expect(Object.hasOwn(product.gallery[0]!, 'colour')).toBe(false)
  })

  it('gives the bag and wishlist image a 4:5 srcset for 1× to 3× screens', () => {
    expect(product.cartImage).toContain('w=280&h=350')
    const entries = product.cartImageSrcSet.split(', ').map((entry) => entry.split(' '))
    expect(entries.map(([, width]) => width)).toEqual(['160w', '280w', '400w'])
    expect(entries.map(([url]) => url)).toEqual([
      expect.stringContaining('w=160&h=200'),
      product.cartImage,
      expect.stringContaining('w=400&h=500'),
    ])
  })

  it('hands the bag a line in cents, with its slug and price id', () => {
    expect(cartProductFromProduct(product)).toEqual({
      id: 'price_rose',
      price_id: 'price_rose',
      product_id: 'product-1',
      name: 'Rose Chiffon Hijab',
      price: 2495,
      description: 'Light chiffon.',
      image: product.cartImage,
      imageSrcSet: product.cartImageSrcSet,
      currency: 'AUD',
      slug: 'rose-chiffon-hijab',
    })
  })

  it('hands the wishlist an item in dollars', () => {
    expect(toWishlistItem(product)).toEqual({
      name: 'Rose Chiffon Hijab',
      description: 'Light chiffon.',
      price: 24.95,
      currency: 'AUD',
      slug: 'rose-chiffon-hijab',
      imageUrl: product.cartImage,
      imageSrcSet: product.cartImageSrcSet,
      price_id: 'price_rose',
      product_id: product._id,
      requiresOptions: false,
    })
  })
})
