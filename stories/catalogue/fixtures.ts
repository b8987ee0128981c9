import type { ResponsiveImage } from '@/lib/content/images'
import type { GalleryImage, HeroData, ProductCardData, ProductPageData } from '@/lib/content/views'

/** A drawn stand-in photo (no content service in Storybook). */
export function swatch(hue: number, width: number, height: number, alt = 'Sample product'): ResponsiveImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="hsl(${hue} 30% 88%)"/><ellipse cx="${width / 2}" cy="${height * 0.55}" rx="${width * 0.25}" ry="${height * 0.35}" fill="hsl(${hue} 28% 52%)"/></svg>`
  const src = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
  return { src, srcSet: `${src} ${width}w`, sizes: `${width}px`, width, height, alt }
}

const names = [
  ['Rose Chiffon Hijab', 'Women', 24.95],
  ['Classic Nidha Abaya', 'Women', 129],
  ['Ivory Saudi Collar Thobe', 'Men', 89.5],
  ['Emerald Velvet Prayer Mat', 'Accessories', 59],
  ['Olive Wood Tasbih 99', 'Accessories', 19.95],
  ['Charcoal Winter Wool Thobe', 'Men', 149],
  ['Sage Everyday Jersey Hijab', 'Women', 22],
  ['Black Embroidered Kufi', 'Men', 29.95],
] as const

export const sampleProducts: ProductCardData[] = Array.from({ length: 12 }, (_, i) => {
  const [title, categoryName, price] = names[i % names.length]!
  const slug = title.toLowerCase().replace(/\s+/g, '-')
  return {
    _id: `product-${i}`,
    title,
    price,
    slug,
    categoryName,
    price_id: `price_${i}`,
    description: `${title}: soft, breathable and made to last.`,
    image: swatch((i * 47) % 360, 280, 350, `${title}, front view`),
  }
})

export const sampleGallery: GalleryImage[] = [20, 140, 260, 330].map((hue, i) => ({
  key: `img${i}`,
  thumbnail: swatch(hue, 200, 200, `View ${i + 1}`),
  large: swatch(hue, 500, 500, `View ${i + 1}`),
}))

export const sampleProductPage: ProductPageData = {
  _id: 'product-rose-chiffon-hijab',
  title: 'Rose Chiffon Hijab',
  price: 24.95,
  description: 'A light, breathable chiffon hijab in dusty rose with a soft drape for every day.',
  slug: 'rose-chiffon-hijab',
  categoryName: 'Women',
  price_id: 'price_rose_chiffon',
  gallery: sampleGallery,
  cartImage: sampleGallery[0]!.thumbnail.src,
  variants: [],
}

/** An abaya in five lengths and two colours; 56 Navy is sold out and 58/60 cost more (docs/product.md §16). */
export const sampleAbayaPage: ProductPageData = {
  ...sampleProductPage,
  _id: 'product-classic-nidha-abaya',
  title: 'Classic Nidha Abaya',
  price: 139,
  slug: 'classic-nidha-abaya',
  price_id: 'price_nidha',
  description: 'A timeless closed abaya in premium nidha fabric that flows as you walk.',
  variants: (['Black', 'Navy'] as const).flatMap((colour) =>
    ['52', '54', '56', '58', '60'].map((size) => ({
      key: `${size}-${colour}`,
      size,
      colour,
      price_id: `price_nidha_${size}_${colour.toLowerCase()}`,
      price: Number(size) >= 58 ? 149 : 139,
      available: size === '56' && colour === 'Navy' ? 0 : size === '60' ? 2 : 8,
    })),
  ),
}

export const sampleHero: HeroData = {
  _id: 'hero',
  title: 'Islamic Elegance',
  slogan: 'Modest pieces, made to be worn with grace — from everyday hijabs to Eid abayas and thobes.',
  primary: swatch(25, 640, 400, 'An abaya, a hijab and a thobe'),
  secondary: swatch(150, 280, 175, 'A prayer mat and tasbih beads'),
}
