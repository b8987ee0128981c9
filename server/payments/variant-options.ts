/**
 * GET /api/variants?price_id=… (docs/product.md §16.4): the sizes and colours of products named by their own
 * price id, each with its price and the units left now. The wishlist keeps products, not their variants, so its
 * choice dialog asks here for the same picker the product page shows (§4.3).
 */
import type { Request, Response } from 'express'
import { availableUnits, type VariantView } from '@/lib/catalogue/variants'
import type { Logger } from '../logger'
import type { PriceCatalog, SoldUnits } from './catalog'
import { sincePublished } from './stock'

/** Products one request may name (a wishlist's items lacking a choice, asked together). */
export const VARIANT_OPTIONS_MAX_IDS = 60

/** Per product price id: its variants as the picker shows them (empty for a product in one version). */
export type VariantOptionsAnswer = Record<string, VariantView[]>

export function variantOptionsFrom(catalog: PriceCatalog, soldUnits: SoldUnits) {
  return async (productPriceIds: string[]): Promise<VariantOptionsAnswer> => {
    const wanted = new Set(productPriceIds)
    const products = (await catalog.productsByPriceIds(productPriceIds)).filter((p) => wanted.has(p.price_id))
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

/** The route's handler; the caller applies the rate limit. Unknown price ids are simply absent from the answer. */
export function variantOptionsHandler(lookup: ReturnType<typeof variantOptionsFrom>, log: Logger) {
  return async (req: Request, res: Response) => {
    const raw = ([] as unknown[]).concat(req.query.price_id ?? [])
    const ids = [...new Set(raw.filter((id): id is string => typeof id === 'string' && /^price_\w{1,64}$/.test(id)))]
    if (ids.length === 0 || ids.length > VARIANT_OPTIONS_MAX_IDS) {
      res.status(400).json({ error: { message: `Name 1 to ${VARIANT_OPTIONS_MAX_IDS} price ids as price_id.` } })
      return
    }
    try {
      res.set('Cache-Control', 'no-store').json({ products: await lookup(ids) })
    } catch (err) {
      log.warn({ err }, 'variant options lookup failed')
      res.status(503).json({ error: { message: 'Sizes and colours are unavailable right now.' } })
    }
  }
}
