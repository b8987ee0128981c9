import { defineQuery } from 'groq'

/*
 * Every GROQ query the storefront runs (docs/product.md §7). The same strings go to hosted Sanity and to the embedded
 * content lake (groq-js); TypeGen derives `<NAME>_RESULT` types from them into ./sanity.types.ts (`npm run typegen`;
 * `npm run typegen:check` fails when that file is stale).
 *
 * Drafts are kept off the shop by the client's `perspective: 'published'` (lib/content/client.ts), not by a filter in
 * each query. Projections are written once per view and composed into the queries below.
 *
 * What a shopper reads comes in the page's language: the queries of pages take `$locale` (a Locale,
 * lib/i18n/locale.ts) and answer the Arabic twin of a text (`titleAr` beside `title`, studio/schemaTypes/arabic.ts)
 * when the locale is Arabic and an editor entered one, else the English, under the English field's name: the
 * answer's shape is the same in every language (docs/product.md §13.10).
 */

/**
 * `field` in the page's language, falling back to the English. Generic and `as const` so each query keeps its
 * literal type, which keys TypeGen's `SanityQueries` map.
 */
const inLocale = <F extends string>(field: F) =>
  /* groq */ `coalesce(select($locale == "ar" => ${field}Ar), ${field})` as const

/**
 * A picture's alt text in the page's language (docs/product.md §13.10): in Arabic its Arabic twin (`altAr`), or
 * `null` when an editor entered none, so the page describes a product picture in Arabic itself
 * (lib/catalogue/imageAlt.ts) rather than read English out in an Arabic page.
 */
const IMAGE_IN_LOCALE = /* groq */ `{..., "alt": select($locale == "ar" => altAr, alt)}` as const

/** A hero picture: its Arabic alt text, else the English one (a banner has no product to describe it by). */
const HERO_IMAGE_IN_LOCALE = /* groq */ `{..., "alt": ${inLocale('alt')}}` as const

/** A variant as every view reads it (docs/product.md §16). */
const VARIANTS = /* groq */ `"variants": variants[]{_key, size, colour, price_id, price, stock}`

/**
 * A product as lists show it: cards on the home page, `/products`, category pages and search. Variants and
 * `_createdAt` feed the filters and sorting on the server; `categorySlug` is the category filter's value.
 */
const PRODUCT_CARD = /* groq */ `{
  _id,
  "title": ${inLocale('title')},
  price,
  "slug": slug.current,
  "image": images[0]${IMAGE_IN_LOCALE},
  "categoryName": ${inLocale('category->title')},
  "categorySlug": category->slug.current,
  price_id,
  "description": ${inLocale('description')},
  _createdAt,
  ${VARIANTS}
}` as const

/** A category's size guides in the page's language, in centimetres (docs/product.md §16.7). */
const SIZE_GUIDES = /* groq */ `"sizeGuides": category->sizeGuides[]{
    _key,
    "title": ${inLocale('title')},
    "note": ${inLocale('note')},
    "rows": rows[]{size, lengthCm, heightFromCm, heightToCm, chestCm, headCm}
  }` as const

/**
 * A product as its own page shows it: the whole gallery (each image with its alt text and, when an editor tied it to
 * one, the `colour` it shows: docs/product.md §16.6), `_updatedAt` from which units sold are counted, and its
 * category's size guides.
 */
const PRODUCT_DETAIL = /* groq */ `{
  _id,
  "images": images[]${IMAGE_IN_LOCALE},
  price,
  "title": ${inLocale('title')},
  "description": ${inLocale('description')},
  "slug": slug.current,
  "categoryName": ${inLocale('category->title')},
  price_id,
  _updatedAt,
  ${VARIANTS},
  ${SIZE_GUIDES}
}` as const

/**
 * A product as checkout prices it: only what a line needs, never the browser's copy (docs/product.md §16). `title`
 * is the English, which an order keeps for staff; `localTitle` is what the shopper's page showed, in `$locale`.
 */
const PRODUCT_PRICE = /* groq */ `{
  _id,
  _updatedAt,
  title,
  "localTitle": ${inLocale('title')},
  price,
  price_id,
  "slug": slug.current,
  "categoryId": category._ref,
  "image": images[0],
  ${VARIANTS}
}` as const

export const HERO_QUERY = defineQuery(`*[_type == "hero"] | order(_createdAt asc)[0]{
  _id,
  "title": ${inLocale('title')},
  "slogan": ${inLocale('slogan')},
  "primaryHeroImage": primaryHeroImage${HERO_IMAGE_IN_LOCALE},
  "secondaryHeroImage": secondaryHeroImage${HERO_IMAGE_IN_LOCALE}
}`)

/** Positions 10 to 13 of the newest products (`[10...14]` excludes 14; see NEWEST_SLICE in lib/constants). */
export const NEWEST_PRODUCTS_QUERY = defineQuery(
  `*[_type == "product"] | order(_createdAt desc)[10...14]${PRODUCT_CARD}`,
)

/** Positions 14 to 18 of the newest products (FEATURED_SLICE). */
export const FEATURED_PRODUCTS_QUERY = defineQuery(
  `*[_type == "product"] | order(_createdAt desc)[14...19]${PRODUCT_CARD}`,
)

export const PRODUCT_BY_SLUG_QUERY = defineQuery(`*[_type == "product" && slug.current == $slug][0]${PRODUCT_DETAIL}`)

/** `$category` is the route segment: the category's slug (`women`, `prayer-essentials`). */
export const PRODUCTS_BY_CATEGORY_QUERY = defineQuery(
  `*[_type == "product" && category->slug.current == $category] | order(_createdAt desc)${PRODUCT_CARD}`,
)

export const ALL_PRODUCTS_QUERY = defineQuery(`*[_type == "product"] | order(_createdAt desc)${PRODUCT_CARD}`)

/**
 * What search matches (docs/product.md §15.2): the texts of every product in both languages, whatever the page's
 * language, so a shopper finds a product by its English or its Arabic name. Results are shown from the page's own
 * product list (ALL_PRODUCTS_QUERY in its locale).
 */
export const PRODUCT_SEARCH_TEXTS_QUERY = defineQuery(`*[_type == "product"]{
  _id,
  title,
  titleAr,
  description,
  descriptionAr,
  "categoryName": category->title,
  "categoryNameAr": category->titleAr,
  "colours": variants[].colour
}`)

export const SLUG_BY_PRICE_ID_QUERY = defineQuery(`*[_type == "product" && price_id == $priceId][0].slug.current`)

/**
 * The checkout server prices line items from these documents only, never from the browser's cart. A price id is a
 * product's own or one of its variants' (docs/product.md §16); `_updatedAt` starts the count of units sold.
 */
export const PRODUCTS_BY_PRICE_IDS_QUERY = defineQuery(
  `*[_type == "product" && (price_id in $priceIds || count(variants[price_id in $priceIds]) > 0)]${PRODUCT_PRICE}`,
)

/**
 * A published promotion by its code (docs/product.md §20): `$code` upper case, as `normaliseCode` spells it, and
 * compared upper case, so codes are case-insensitive. Its public texts in `$locale`.
 */
export const PROMOTION_BY_CODE_QUERY = defineQuery(`*[_type == "promotion" && upper(code) == $code][0]{
  _id,
  code,
  "title": ${inLocale('title')},
  "description": ${inLocale('description')},
  percentOff,
  amountOff,
  minimumSpend,
  startsAt,
  endsAt,
  maxUses,
  oncePerShopper,
  "productIds": products[]._ref,
  "categoryIds": categories[]._ref
}`)

export const SITEMAP_QUERY = defineQuery(`*[_type == "product" && defined(slug.current)] | order(_createdAt desc){
  "slug": slug.current,
  _updatedAt
}`)
