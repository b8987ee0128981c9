/**
 * Turns the browser's checkout lines into priced order lines. The browser only says *what* and *how many*;
 * names and prices come from the content, so a tampered request can never change what is charged.
 */
import { toMinorUnits } from '@/lib/money'
import type { CheckoutLine } from '@/lib/checkout/schema'
import type { OrderLine } from '../db/schema/orders'

/** The one content lookup payments needs (the content service's `productsByPriceIds` fits it). */
export interface PriceCatalog {
  productsByPriceIds(
    ids: string[],
  ): Promise<Array<{ _id: string; title: string; price: number; price_id: string; slug: string | null }>>
}

/** A problem with the request that the shopper (or caller) can fix: answered with 400 and this message. */
export class CheckoutInputError extends Error {
  override name = 'CheckoutInputError'
}

/** Adds up lines that name the same price_id, keeping the first-seen order. */
export function mergeLines(lines: CheckoutLine[]): CheckoutLine[] {
  const merged = new Map<string, number>()
  for (const { price_id, quantity } of lines) merged.set(price_id, (merged.get(price_id) ?? 0) + quantity)
  return [...merged].map(([price_id, quantity]) => ({ price_id, quantity }))
}

/**
 * Merges duplicates and prices every line from the catalogue. Unknown price ids, unusable prices and merged
 * quantities over the limit are refused.
 */
export async function priceLines(
  catalog: PriceCatalog,
  lines: CheckoutLine[],
  maxQuantity: number,
): Promise<OrderLine[]> {
  const merged = mergeLines(lines)
  const products = await catalog.productsByPriceIds(merged.map((l) => l.price_id))
  const byPriceId = new Map(products.map((p) => [p.price_id, p]))
  return merged.map(({ price_id, quantity }) => {
    const product = byPriceId.get(price_id)
    if (!product) throw new CheckoutInputError(`Unknown product: ${price_id}`)
    if (quantity > maxQuantity)
      throw new CheckoutInputError(`Quantity of ${product.title} must be at most ${maxQuantity}`)
    const unitAmount = toMinorUnits(product.price)
    if (!Number.isFinite(unitAmount) || unitAmount <= 0)
      throw new CheckoutInputError(`${product.title} cannot be bought right now`)
    return {
      priceId: price_id,
      productId: product._id,
      name: product.title,
      slug: product.slug ?? null,
      quantity,
      unitAmount,
    }
  })
}

export function linesTotal(lines: OrderLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0)
}
