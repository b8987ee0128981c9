/**
 * The sizes and colours of products named by their own price id (GET /api/variants, stock-routes.ts; docs/product.md
 * §16.4), each with its price and the units left now. The wishlist keeps products, not their variants, so its
 * choice dialog asks here for the same picker the product page shows (§4.3).
 */
import { availableUnits, type VariantView } from '@/lib/catalogue/variants'
import type { PriceCatalogue, SoldUnits } from './catalogue'
import { sincePublished } from './stock-levels'

/** Products one request may name (a wishlist's items lacking a choice, asked together). */
export const VARIANT_OPTIONS_MAX_IDS = 60

/** Per product price id: its variants as the picker shows them (empty for a product in one version). */
export type VariantOptionsAnswer = Record<string, VariantView[]>

export function variantOptionsFrom(catalogue: PriceCatalogue, soldUnits: SoldUnits) {
  return async (productPriceIds: string[]): Promise<VariantOptionsAnswer> => {
    const wanted = new Set(productPriceIds)
    const products = (await catalogue.productsByPriceIds(productPriceIds)).filter((p) => wanted.has(p.price_id))
    const sold = await soldUnits(sincePublished(products))
    const answer: VariantOptionsAnswer = {}
    for (const p of products)
      answer[p.price_id] = (p.variants ?? []).map((v) => ({
        key: v.price_id,
        size: v.size ?? null,
        colour: v.colour ?? null,
        price_id: v.price_id,
        price: typeof v.price === 'number' ? v.price : p.price,
        available: availableUnits(v.stock, sold.get(v.price_id) ?? 0),
      }))
    return answer
  }
}
