import { defineQuery } from 'groq'

/*
 * Every GROQ query the storefront runs (docs/product.md §7). The same strings go to hosted Sanity and to the embedded
 * content lake (groq-js); TypeGen derives `<NAME>_RESULT` types from them into ./sanity.types.ts.
 * `!(_id in path("drafts.**"))` keeps unpublished edits off the shop even for token-authenticated reads.
 */

export const HERO_QUERY = defineQuery(`*[_type == "hero" && !(_id in path("drafts.**"))] | order(_createdAt asc)[0]{
  _id,
  title,
  slogan,
  primaryHeroImage,
  secondaryHeroImage
}`)

/** Positions 10 to 13 of the newest products (`[10...14]` excludes 14; see NEWEST_SLICE in lib/constants). */
export const NEWEST_PRODUCTS_QUERY =
  defineQuery(`*[_type == "product" && !(_id in path("drafts.**"))] | order(_createdAt desc)[10...14]{
  _id,
  title,
  price,
  "slug": slug.current,
  "imageUrl": images[0].asset->url,
  "image": images[0],
  "categoryName": category->title,
  price_id,
  description,
  _createdAt,
  "variants": variants[]{_key, size, colour, price_id, price, stock}
}`)

/** Positions 14 to 18 of the newest products (FEATURED_SLICE). */
export const FEATURED_PRODUCTS_QUERY =
  defineQuery(`*[_type == "product" && !(_id in path("drafts.**"))] | order(_createdAt desc)[14...19]{
  _id,
  title,
  price,
  "slug": slug.current,
  "imageUrl": images[0].asset->url,
  "image": images[0],
  "categoryName": category->title,
  price_id,
  description,
  _createdAt,
  "variants": variants[]{_key, size, colour, price_id, price, stock}
}`)

export const PRODUCT_BY_SLUG_QUERY =
  defineQuery(`*[_type == "product" && slug.current == $slug && !(_id in path("drafts.**"))][0]{
  _id,
  images,
  price,
  title,
  description,
  "slug": slug.current,
  "categoryName": category->title,
  price_id,
  _updatedAt,
  "variants": variants[]{_key, size, colour, price_id, price, stock}
}`)

/** `$category` is the lower-case route segment (`women`); category titles are capitalised. */
export const PRODUCTS_BY_CATEGORY_QUERY =
  defineQuery(`*[_type == "product" && lower(category->title) == lower($category) && !(_id in path("drafts.**"))] | order(_createdAt desc){
  _id,
  title,
  price,
  "slug": slug.current,
  "imageUrl": images[0].asset->url,
  "image": images[0],
  "categoryName": category->title,
  price_id,
  description,
  _createdAt,
  "variants": variants[]{_key, size, colour, price_id, price, stock}
}`)

export const ALL_PRODUCTS_QUERY =
  defineQuery(`*[_type == "product" && !(_id in path("drafts.**"))] | order(_createdAt desc){
  _id,
  title,
  price,
  "slug": slug.current,
  "imageUrl": images[0].asset->url,
  "image": images[0],
  "categoryName": category->title,
  price_id,
  description,
  _createdAt,
  "variants": variants[]{_key, size, colour, price_id, price, stock}
}`)

export const SLUG_BY_PRICE_ID_QUERY = defineQuery(
  `*[_type == "product" && price_id == $priceId && !(_id in path("drafts.**"))][0].slug.current`,
)

/**
 * The checkout server prices line items from these documents only, never from the browser's cart. A price id is a
 * product's own or one of its variants' (docs/product.md §16); `_updatedAt` starts the count of units sold.
 */
export const PRODUCTS_BY_PRICE_IDS_QUERY =
  defineQuery(`*[_type == "product" && (price_id in $priceIds || count(variants[price_id in $priceIds]) > 0) && !(_id in path("drafts.**"))]{
  _id,
  _updatedAt,
  title,
  price,
  price_id,
  "slug": slug.current,
  "image": images[0],
  "variants": variants[]{_key, size, colour, price_id, price, stock}
}`)

export const SITEMAP_QUERY =
  defineQuery(`*[_type == "product" && defined(slug.current) && !(_id in path("drafts.**"))] | order(_createdAt desc){
  "slug": slug.current,
  _updatedAt
}`)
