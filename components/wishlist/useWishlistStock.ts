import { useEffect, useState } from 'react'
import type { WishlistItem } from '@/lib/store/wishlist'

/**
 * Units left now of the variants the wishlist remembers (GET /api/stock, docs/product.md §16.4), so a size that
 * has sold out since it was saved says so on its card and is not added. Until the answer (or if it fails) nothing
 * is known to be sold out: checkout checks again.
 */
export function useWishlistStock(items: readonly WishlistItem[]): Record<string, number> {
  const [left, setLeft] = useState<Record<string, number>>({})
  const ids = [...new Set(items.flatMap((item) => (item.variant ? [item.variant.price_id] : [])))].join(',')

  useEffect(() => {
    const controller = new AbortController()
    if (ids) void import('@/lib/catalogue/stockClient').then((m) => m.loadUnitsLeft(ids, setLeft, controller.signal))
    return () => controller.abort()
  }, [ids])

  return left
}
