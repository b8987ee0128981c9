/**
 * What the catalogue pages hand to components: the TypeGen query results with Sanity image objects replaced by
 * ready-made responsive images (built on the server, so components stay free of configuration and fetching).
 * srcset widths come from IMAGE_WIDTHS, the only widths the image server renders.
 */
import { productImageAlt } from './imageAlt'
import { sizeGuideFor, type SizeGuide } from './sizeGuide'
import { productOptions, toVariantViews, type VariantView } from './variants'
import { LARGE_IMAGE_SIZE, THUMBNAIL_SIZE, THUMBNAIL_SIZE_PHONE } from '../constants'
import { imageWidthsBetween } from '../content/image-widths'
import type { ImageHelpers, ResponsiveImage } from '../content/images'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale'
import type {
  ALL_PRODUCTS_QUERY_RESULT,
  HERO_QUERY_RESULT,
  PRODUCT_BY_SLUG_QUERY_RESULT,
} from '../content/sanity.types'

/** One product of the list queries (all, newest, featured and by-category share this projection). */
export type ListProduct = ALL_PRODUCTS_QUERY_RESULT[number]
/**
 * Variants, dates and the description stay on the server (filters, sorting and search use them); cards show none
 * of them, and every field here is in a listing's HTML twice (the markup and the page context).
 */
export type ProductCardData = Omit<
  ListProduct,
  'image' | 'variants' | '_createdAt' | 'categorySlug' | 'description' | 'price_id'
> & {
  image: ResponsiveImage | null
}

export type ProductDetail = NonNullable<PRODUCT_BY_SLUG_QUERY_RESULT>
export interface GalleryImage {
  key: string
  thumbnail: ResponsiveImage
  large: ResponsiveImage
  /** The colour this image shows, when an editor tied it to one: choosing that colour shows it (docs/product.md §16.6). */
  colour?: string
}
export type ProductPageData = Omit<ProductDetail, 'images' | 'variants' | '_updatedAt' | 'sizeGuides'> & {
  gallery: GalleryImage[]
  /** A small image URL for the bag line and the wishlist item. */
  cartImage: string
  /** Its srcset (width descriptors) for the screens' pixel ratios; each place that draws it gives its own `sizes`. */
  cartImageSrcSet: string
  /** The same, of the first image tied to each colour (§16.6): a line of that colour shows it. */
  colourCartImages?: Record<string, { cartImage: string; cartImageSrcSet: string }>
  /** Sizes and colours with their prices and units for sale; empty for a product sold in one version. */
  variants: VariantView[]
  /** Its category's size guide that lists all of its sizes (docs/product.md §16.7), when there is one. */
  sizeGuide?: SizeGuide
}

export type Hero = NonNullable<HERO_QUERY_RESULT>
export type HeroData = Pick<Hero, '_id' | 'title' | 'slogan'> & { primary: ResponsiveImage; secondary: ResponsiveImage }

/** Product photos are portrait 4:5. */
export const CARD_IMAGE = { width: 280, height: 350 } as const
export const CARD_SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 30vw, 45vw'
/**
 * srcset widths besides the card's 280 and its 2× (640): 200 for the narrowest phones, 400 for a phone's
 * two-column grid (45vw of a 360–430 px phone at 1.75–2× is 324–387 device px). Four widths, not every allowed
 * one: a listing carries each URL twice per card (docs/performance.md).
 */
const CARD_WIDTHS = [200, 400]

/** The bag line and wishlist image, portrait 4:5 like the cards. */
const CART_IMAGE = { width: 240, height: 300 } as const
/**
 * srcset widths of the bag line and wishlist image, drawn at 80 (bag panel), 96 (cart page) and 120 px (wishlist): 160
 * covers all three at 1× and the bag at 2×, 280 the cart and wishlist at 2×, 400 anything up to 3×.
 */
const CART_IMAGE_WIDTHS = [160, 280, 400]

export function toProductCard(
  images: ImageHelpers,
  {
    image,
    variants: _variants,
    _createdAt,
    categorySlug: _categorySlug,
    description: _description,
    price_id: _priceId,
    ...product
  }: ListProduct,
  locale: Locale = DEFAULT_LOCALE,
): ProductCardData {
  return {
    ...product,
    image: image
      ? {
          ...images.responsiveImage(image, { ...CARD_IMAGE, widths: CARD_WIDTHS, sizes: CARD_SIZES }),
          alt: productImageAlt(image.alt, product.title, image.colour, locale),
        }
      : null,
  }
}

/**
 * `sold`: units sold per variant price id since the product was published (docs/product.md §16). `locale`: the page's
 * language, in which a picture without an alt text of its own is described (lib/catalogue/imageAlt.ts).
 */
export function toProductPage(
  images: ImageHelpers,
  { images: found, variants, _updatedAt, sizeGuides, ...product }: ProductDetail,
  sold?: ReadonlyMap<string, number>,
  locale: Locale = DEFAULT_LOCALE,
): ProductPageData {
  const photos = found?.map((photo) => ({
    ...photo,
    alt: productImageAlt(photo.alt, product.title, photo.colour, locale),
  }))
  const gallery = (photos ?? []).map((photo) => ({
    key: photo._key,
    thumbnail: images.responsiveImage(photo, {
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
      // Drawn at 200 px from 768 px wide, 96 px below (components/product/Gallery.tsx, docs/product.md §2.8).
      sizes: `(min-width: 768px) ${THUMBNAIL_SIZE}px, ${THUMBNAIL_SIZE_PHONE}px`,
    }),
    large: images.responsiveImage(photo, {
      width: LARGE_IMAGE_SIZE,
      height: LARGE_IMAGE_SIZE,
      widths: imageWidthsBetween(320, 2 * LARGE_IMAGE_SIZE),
      sizes: `(min-width: ${LARGE_IMAGE_SIZE + 40}px) ${LARGE_IMAGE_SIZE}px, calc(100vw - 32px)`,
    }),
    ...(photo.colour ? { colour: photo.colour } : {}),
  }))
  const first = photos?.[0]
  // The fallback src: twice the largest size it is drawn at (the wishlist's 120×150), sharp on 2× screens.
  const cartImageOf = (photo: NonNullable<typeof first>) => ({
    cartImage: images.imageUrl(photo, { w: CART_IMAGE.width, h: CART_IMAGE.height }),
    cartImageSrcSet: images.imageSrcSet(photo, CART_IMAGE_WIDTHS, { aspect: CART_IMAGE.height / CART_IMAGE.width }),
  })
  const colourCartImages: NonNullable<ProductPageData['colourCartImages']> = {}
  for (const photo of photos ?? []) if (photo.colour) colourCartImages[photo.colour] ??= cartImageOf(photo)
  const views = toVariantViews({ price: product.price, variants }, sold)
  const sizeGuide = sizeGuideFor(sizeGuides, productOptions(views).sizes)
  return {
    ...product,
    gallery,
    ...(first ? cartImageOf(first) : { cartImage: '', cartImageSrcSet: '' }),
    ...(Object.keys(colourCartImages).length > 0 ? { colourCartImages } : {}),
    variants: views,
    ...(sizeGuide ? { sizeGuide } : {}),
  }
}

/** The hero photos are landscape 16:10. */
export function toHero(images: ImageHelpers, hero: Hero): HeroData {
  return {
    _id: hero._id,
    title: hero.title,
    slogan: hero.slogan,
    primary: images.responsiveImage(hero.primaryHeroImage, {
      width: 640,
      height: 400,
      widths: imageWidthsBetween(400, 1600),
      sizes: '(min-width: 1024px) 640px, (min-width: 768px) 52vw, calc(100vw - 32px)',
    }),
    secondary: images.responsiveImage(hero.secondaryHeroImage, {
      width: 280,
      height: 175,
      widths: imageWidthsBetween(200, 640),
      sizes: '(min-width: 768px) 280px, 0px',
    }),
  }
}
