/** Variants at or below a threshold of units left (docs/operations.md): published stock − paid − reserved. */
import { availableUnits } from '@/lib/catalogue/variants'
import type { LowStockVariant } from '../graphql/resolvers.generated'
import type { PriceCatalogue, SoldUnits } from '../payments/catalogue'
import { StaffError } from './errors'

export interface StockSources {
  /** Every product's price ids (the catalogue service's allProducts). */
  allPriceIds(): Promise<string[]>
  catalogue: PriceCatalogue
  soldUnits: SoldUnits
  reservedUnits(priceIds: string[]): Promise<Map<string, number>>
}

export async function lowStock(sources: StockSources, threshold = 3): Promise<LowStockVariant[]> {
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 10_000)
    throw new StaffError('The threshold must be a whole number from 0 to 10000.', 'BAD_USER_INPUT', 'threshold')
  const ids = await sources.allPriceIds()
  if (ids.length === 0) return []
  const products = (await sources.catalogue.productsByPriceIds(ids)).filter((p) => (p.variants?.length ?? 0) > 0)
  const sold = await sources.soldUnits(
    products.map((p) => ({ priceIds: (p.variants ?? []).map((v) => v.price_id), since: new Date(p._updatedAt ?? 0) })),
  )
  const reserved = await sources.reservedUnits(products.flatMap((p) => (p.variants ?? []).map((v) => v.price_id)))
  const low: LowStockVariant[] = []
  for (const p of products)
    for (const v of p.variants ?? []) {
      const s = sold.get(v.price_id) ?? 0
      const r = reserved.get(v.price_id) ?? 0
      const left = availableUnits(v.stock, s + r)
      if (left <= threshold)
        low.push({
          productId: p._id,
          title: p.title,
          slug: p.slug,
          priceId: v.price_id,
          size: v.size,
          colour: v.colour,
          stock: v.stock,
          sold: s,
          reserved: r,
          left,
        })
    }
  return low.sort((a, b) => a.left - b.left || a.title.localeCompare(b.title))
}
