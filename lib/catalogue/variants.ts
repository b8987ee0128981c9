/**
 * Sizes, colours and stock (docs/product.md §16). A product either has no variants (it is bought by its own
 * `price_id`) or a list of variants, each a size, a colour or both, with its own `price_id`, an optional price and
 * a stock count. Options (the sizes and colours offered) are derived from the variants, never authored twice.
 */
import type { PRODUCT_BY_SLUG_QUERY_RESULT } from '../content/sanity.types'
import { colourName } from '../i18n/colourNames'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale'
import { messagesIn } from '../i18n/messages'
import { catalogueMessages } from '../i18n/messages/catalogue'

/** A variant as the content returns it (TypeGen). */
export type ContentVariant = NonNullable<NonNullable<PRODUCT_BY_SLUG_QUERY_RESULT>['variants']>[number]

/** The size and/or colour a variant is; both optional, at least one set. */
export interface VariantOptions {
  size?: string | null
  colour?: string | null
}

/** A variant as the product page shows it: its price resolved and the units still for sale. */
export interface VariantView {
  key: string
  size: string | null
  colour: string | null
  price_id: string
  /** Dollars: the variant's own price, else the product's. */
  price: number
  /** Units that may still be bought (authored stock minus units sold since the product was published). */
  available: number
}

/**
 * "Size 56 · Black", "Size M", "Black": how a variant is named on every line (bag, cart, order, e-mail), in the
 * shopper's language (the colour is the content's own word).
 */
export function variantLabel({ size, colour }: VariantOptions, locale: Locale = DEFAULT_LOCALE): string {
  const t = messagesIn(catalogueMessages, locale)
  return [size ? t.size(size) : null, colour ? colourName(colour, locale) : null].filter(Boolean).join(' · ')
}

/** Letter sizes in wearing order; numbers (abaya lengths) ascending; anything else alphabetically after them. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'S/M', 'M', 'M/L', 'L', 'L/XL', 'XL', 'XXL', 'XXXL']

export function compareSizes(a: string, b: string): number {
  const rank = (size: string): [number, number, string] => {
    const letter = LETTER_SIZES.indexOf(size.toUpperCase())
    if (letter >= 0) return [1, letter, size]
    const number = Number(size)
    if (Number.isFinite(number)) return [0, number, size]
    return [2, 0, size.toLowerCase()]
  }
  const [ga, na, sa] = rank(a)
  const [gb, nb, sb] = rank(b)
  return ga - gb || na - nb || sa.localeCompare(sb)
}

/** The sizes and colours a product offers, in the order editors listed them. */
export function productOptions(variants: readonly VariantOptions[] | null | undefined): {
  sizes: string[]
  colours: string[]
} {
  const sizes: string[] = []
  const colours: string[] = []
  for (const v of variants ?? []) {
    if (v.size && !sizes.includes(v.size)) sizes.push(v.size)
    if (v.colour && !colours.includes(v.colour)) colours.push(v.colour)
  }
  return { sizes, colours }
}

/** The variant for a choice, or undefined while the choice is incomplete (every offered option must be chosen). */
export function findVariant<V extends VariantOptions>(variants: readonly V[], choice: VariantOptions): V | undefined {
  const { sizes, colours } = productOptions(variants)
  if (sizes.length > 0 && !choice.size) return undefined
  if (colours.length > 0 && !choice.colour) return undefined
  return variants.find(
    (v) => (sizes.length === 0 || v.size === choice.size) && (colours.length === 0 || v.colour === choice.colour),
  )
}

/**
 * Whether an option value can still be chosen, given the other option already chosen: some variant with it is in
 * stock. Sold-out values are shown but not selectable (docs/product.md §16).
 */
export function isOptionAvailable(
  variants: readonly VariantView[],
  option: 'size' | 'colour',
  value: string,
  choice: VariantOptions,
): boolean {
  const other = option === 'size' ? 'colour' : 'size'
  return variants.some((v) => v[option] === value && v.available > 0 && (!choice[other] || v[other] === choice[other]))
}

/** The one key of a bag line everywhere (docs/product.md §16): the variant's price id, else the product's. */
export function lineKey(product: { price_id: string }, variant?: { price_id: string } | null): string {
  return variant?.price_id ?? product.price_id
}

/** Units still for sale: the authored count minus units sold since, never below 0. */
export function availableUnits(stock: number | null | undefined, sold: number): number {
  return Math.max(0, (typeof stock === 'number' && Number.isFinite(stock) ? stock : 0) - sold)
}

/** Content variants as the product page shows them; `sold` maps a price id to units sold since publishing. */
export function toVariantViews(
  product: { price: number; variants: readonly ContentVariant[] | null },
  sold: ReadonlyMap<string, number> = new Map(),
): VariantView[] {
  return (product.variants ?? []).map((v) => ({
    key: v._key,
    size: v.size ?? null,
    colour: v.colour ?? null,
    price_id: v.price_id,
    price: typeof v.price === 'number' ? v.price : product.price,
    available: availableUnits(v.stock, sold.get(v.price_id) ?? 0),
  }))
}
