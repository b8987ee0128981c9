import { defineMessages } from '../messages'

/**
 * The home page (docs/product.md §2.7): the banner's button and the sections under it. A module of its own, so `/`
 * does not carry the other lists' messages (docs/performance.md, "JavaScript budget").
 */
export const homeMessages = defineMessages({
  en: {
    /** The heading when the content has no banner. */
    heading: 'Islamic Elegance',
    shopNow: 'Shop Now',
    newest: 'Our Newest Additions',
    seeAll: 'See All',
    featured: 'Our Featured Products',
  },
  ar: {
    heading: 'أناقة إسلامية',
    shopNow: 'تسوّق الآن',
    newest: 'أحدث إضافاتنا',
    seeAll: 'عرض الكل',
    featured: 'منتجاتنا المميزة',
  },
})
