import type { WishlistItem } from '@/lib/store/wishlist'

const swatch = (hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 100"><rect width="80" height="100" fill="hsl(${hue} 30% 88%)"/><path d="M40 14c-14 10-18 26-18 46 0 12 2 22 6 30h24c4-8 6-18 6-30 0-20-4-36-18-46z" fill="hsl(${hue} 28% 52%)"/></svg>`)}`

/** Wishlist items as the product page stores them (prices in dollars). */
export const sampleWishlist: WishlistItem[] = [
  {
    name: 'Everyday Chiffon Hijab',
    description: 'Light, breathable chiffon in dusty rose.',
    price: 24.95,
    currency: 'AUD',
    slug: 'everyday-chiffon-hijab',
    imageUrl: swatch(350),
    price_id: 'price_chiffon',
  },
  {
    name: 'Nidha Open Abaya',
    description: 'Flowing nidha crepe with a soft sheen.',
    price: 129,
    currency: 'AUD',
    slug: 'nidha-open-abaya',
    imageUrl: swatch(25),
    price_id: 'price_abaya',
  },
  {
    name: 'Velvet Prayer Mat',
    description: 'Padded velvet with a mihrab arch border.',
    price: 59,
    currency: 'AUD',
    slug: 'velvet-prayer-mat',
    imageUrl: swatch(150),
    price_id: 'price_mat',
  },
]
