/**
 * The variants a bought line may be exchanged for (docs/product.md §17.5): the other sizes and colours of the same
 * product at the same price (a dearer or cheaper one would need money to move, which the shop handles by hand),
 * with their published stock and since when units count as sold.
 */
import type { ExchangeVariant } from '../orders/return-request'
import type { PriceCatalogue } from './catalogue'

export function exchangeVariantsFrom(catalogue: PriceCatalogue) {
  return async function variantsOf(priceId: string): Promise<ExchangeVariant[]> {
    const [product] = await catalogue.productsByPriceIds([priceId])
    const variants = product?.variants ?? []
    const bought = variants.find((v) => v.price_id === priceId)
    if (!product || !bought) return []
    const price = (v: { price: number | null }) => v.price ?? product.price
    return variants
      .filter((v) => price(v) === price(bought))
      .map((v) => ({
        priceId: v.price_id,
        size: v.size,
        colour: v.colour,
        stock: v.stock,
        since: new Date(product._updatedAt ?? 0),
      }))
  }
}
