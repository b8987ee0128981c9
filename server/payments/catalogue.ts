/**
 * Turns the browser's checkout lines into priced order lines. The browser only says *what* and *how many*;
 * names, prices and stock come from the content, so a tampered request can never change what is charged or buy
 * more than the shop has (docs/product.md §10.2, §16).
 */
import { availableUnits, variantLabel } from '@/lib/catalogue/variants'
import type { CheckoutRefusal } from '@/lib/checkout/refusal'
import type { CheckoutLine } from '@/lib/checkout/schema'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { toMinorUnits } from '@/lib/money'
import type { OrderLine } from '../db/schema/orders'
import type { SoldUnits } from '../orders/stock'

export interface CatalogueVariant {
  size: string | null
  colour: string | null
  price_id: string
  price: number | null
  stock: number
}

export interface CatalogueProduct {
  _id: string
  /** English: the order line's `name`. */
  title: string
  /** The title in the checkout's language (English when the product has none): the line's `localName`. */
  localTitle?: string | null
  price: number
  price_id: string
  slug: string | null
  /** The product's category (its document id): what a promotion's categories are matched against. */
  categoryId?: string | null
  /** When the product was last published: units sold after it are subtracted from the variants' stock. */
  _updatedAt?: string
  variants?: CatalogueVariant[] | null
}

/**
 * The one content lookup payments needs (the catalogue service's `productsByPriceIds` fits it); `locale` is the
 * language of `localTitle`, English when not given.
 */
export interface PriceCatalogue {
  productsByPriceIds(ids: string[], locale?: Locale): Promise<CatalogueProduct[]>
}

/** A priced line with its product's category, as a discount code looks at it (server/promotions/pricing.ts). */
export async function withCategories(catalogue: PriceCatalogue, lines: OrderLine[], locale: Locale = DEFAULT_LOCALE) {
  const products = await catalogue.productsByPriceIds(
    lines.map((l) => l.priceId),
    locale,
  )
  const categoryOf = new Map(products.map((p) => [p._id, p.categoryId ?? null]))
  return lines.map((l) => ({
    productId: l.productId,
    categoryId: categoryOf.get(l.productId) ?? null,
    unitAmount: l.unitAmount,
    quantity: l.quantity,
  }))
}

export type { SoldUnits }

/**
 * A problem with the request that the shopper (or caller) can fix: answered with 400 and this message, plus the
 * refusal's code and price ids when the shop's pages can act on it (server/payments/checkout-refusal.ts).
 */
export class CheckoutInputError extends Error {
  override name = 'CheckoutInputError'
  constructor(
    message: string,
    readonly refusal?: CheckoutRefusal,
  ) {
    super(message)
  }
}

/** Adds up lines that name the same price_id, keeping the first-seen order. */
export function mergeLines(lines: CheckoutLine[]): CheckoutLine[] {
  const merged = new Map<string, number>()
  for (const { price_id, quantity } of lines) merged.set(price_id, (merged.get(price_id) ?? 0) + quantity)
  return [...merged].map(([price_id, quantity]) => ({ price_id, quantity }))
}

interface Match {
  product: CatalogueProduct
  variant?: CatalogueVariant
}

/** Every price id a product answers to: its own when it has no variants, else each variant's. */
function index(products: CatalogueProduct[]): Map<string, Match> {
  const byPriceId = new Map<string, Match>()
  for (const product of products) {
    byPriceId.set(product.price_id, { product })
    for (const variant of product.variants ?? []) byPriceId.set(variant.price_id, { product, variant })
  }
  return byPriceId
}

/**
 * Merges duplicates and prices every line from the catalogue. Unknown price ids, unusable prices, merged
 * quantities over the limit, a product bought without choosing its size or colour, and more units than are left
 * of a variant are refused, each with a message naming the product (and variant). Refusals stay English (the bag
 * words them itself from their code, docs/product.md §19.11); the lines keep the name in `locale` too.
 */
export async function priceLines(
  catalogue: PriceCatalogue,
  lines: CheckoutLine[],
  maxQuantity: number,
  soldUnits?: SoldUnits,
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderLine[]> {
  const merged = mergeLines(lines)
  const products = await catalogue.productsByPriceIds(
    merged.map((l) => l.price_id),
    locale,
  )
  const byPriceId = index(products)
  const matches = merged.map(({ price_id, quantity }) => {
    const match = byPriceId.get(price_id)
    if (!match)
      throw new CheckoutInputError(`Unknown product: ${price_id}`, { code: 'unknown_product', priceIds: [price_id] })
    return { price_id, quantity, ...match }
  })
  const withVariants = matches.filter((m) => m.variant)
  const sold =
    soldUnits && withVariants.length > 0
      ? await soldUnits(
          withVariants.map((m) => ({
            priceIds: [m.price_id],
            since: new Date(m.product._updatedAt ?? 0),
          })),
        )
      : new Map<string, number>()
  return matches.map(({ price_id, quantity, product, variant }) => {
    if (!variant && (product.variants?.length ?? 0) > 0)
      throw new CheckoutInputError(`Choose a size or colour for ${product.title} on its page`, {
        code: 'choose_options',
        priceIds: [price_id],
      })
    const label = variant ? variantLabel(variant) : ''
    const name = label ? `${product.title} (${label})` : product.title
    if (quantity > maxQuantity)
      throw new CheckoutInputError(`Quantity of ${name} must be at most ${maxQuantity}`, {
        code: 'quantity_over_limit',
        priceIds: [price_id],
        available: maxQuantity,
      })
    if (variant) {
      const left = availableUnits(variant.stock, sold.get(price_id) ?? 0)
      if (left === 0) throw new CheckoutInputError(`${name} is sold out`, { code: 'sold_out', priceIds: [price_id] })
      if (quantity > left)
        throw new CheckoutInputError(
          `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left; you asked for ${quantity}`,
          {
            code: 'not_enough_stock',
            priceIds: [price_id],
            available: left,
          },
        )
    }
    const unitAmount = toMinorUnits(typeof variant?.price === 'number' ? variant.price : product.price)
    if (!Number.isFinite(unitAmount) || unitAmount <= 0)
      throw new CheckoutInputError(`${name} cannot be bought right now`, {
        code: 'not_purchasable',
        priceIds: [price_id],
      })
    return {
      priceId: price_id,
      productId: product._id,
      name: product.title,
      ...localName(product, locale),
      slug: product.slug ?? null,
      quantity,
      unitAmount,
      ...(variant?.size ? { size: variant.size } : {}),
      ...(variant?.colour ? { colour: variant.colour } : {}),
    }
  })
}

/** The line's `localName`: kept only when the checkout is not in English and the title differs from the English. */
function localName(product: CatalogueProduct, locale: Locale): Pick<OrderLine, 'localName'> {
  const title = product.localTitle
  return locale !== DEFAULT_LOCALE && title && title !== product.title ? { localName: title } : {}
}

export function linesTotal(lines: OrderLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0)
}
