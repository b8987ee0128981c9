/**
 * Stock as the shop reads it (docs/product.md §16.4): the units left of each variant for the product page, and,
 * once an order is paid, which of its lines were sold beyond what the shelf held (the order is flagged for staff).
 */
import { availableUnits } from '@/lib/catalogue/variants'
import type { OrderRow } from '../db/schema/orders'
import type { CatalogueProduct, PriceCatalogue, SoldUnits } from './catalogue'

/** What SoldUnits asks about each product: its variants' price ids (those `keep` allows), sold since it was published. */
export function sincePublished(
  products: CatalogueProduct[],
  keep: (priceId: string) => boolean = () => true,
): Parameters<SoldUnits>[0] {
  return products.map((p) => ({
    priceIds: (p.variants ?? []).map((v) => v.price_id).filter(keep),
    since: new Date(p._updatedAt ?? 0),
  }))
}

/**
 * Units left of each variant price id, for the product page after it loads: the page HTML holds the authored
 * counts (it is cached until the content changes), this the live ones. `committed` counts sold and reserved units.
 */
export function unitsLeftFrom(catalogue: PriceCatalogue, committed: SoldUnits) {
  return async function unitsLeft(priceIds: string[]): Promise<Record<string, number>> {
    const products = await catalogue.productsByPriceIds(priceIds)
    const wanted = new Set(priceIds)
    // Units held by open checkout sessions are not for sale either (docs/product.md §16.4).
    const sold = await committed(sincePublished(products, (id) => wanted.has(id)))
    const left: Record<string, number> = {}
    for (const p of products)
      for (const v of p.variants ?? [])
        if (wanted.has(v.price_id)) left[v.price_id] = availableUnits(v.stock, sold.get(v.price_id) ?? 0)
    return left
  }
}

/** Re-checked at fulfilment (docs/product.md §16.4): names of the lines of a paid order beyond what the shelf held. */
export function oversoldLinesFrom(catalogue: PriceCatalogue, soldUnits: SoldUnits) {
  return async function oversoldLines(order: OrderRow): Promise<string[]> {
    const variantLines = order.lines.filter((l) => l.size || l.colour)
    if (variantLines.length === 0) return []
    const products = await catalogue.productsByPriceIds(variantLines.map((l) => l.priceId))
    const sold = await soldUnits(sincePublished(products))
    return variantLines
      .filter((line) => {
        const variant = products.flatMap((p) => p.variants ?? []).find((v) => v.price_id === line.priceId)
        return variant ? (sold.get(line.priceId) ?? 0) > variant.stock : false
      })
      .map((line) => line.name)
  }
}
