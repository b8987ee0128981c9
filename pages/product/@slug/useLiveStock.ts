import { useEffect, useState } from 'react'
import type { VariantView } from '@/lib/catalogue/variants'

/**
 * The product page's HTML is cached until the content changes (docs/adr/0007-page-cache.md), so it shows the
 * authored stock; once the page has loaded, the units left now (authored minus paid orders, docs/product.md §16.4)
 * replace it. If the lookup fails the authored counts stay: checkout checks again. The lookup (and zod, which checks
 * its answer) loads after hydration, so neither is part of the page's first load (docs/performance.md).
 */
export function useLiveStock(variants: VariantView[]): VariantView[] {
  const [left, setLeft] = useState<Record<string, number> | null>(null)
  const ids = variants.map((v) => v.price_id).join(',')

  useEffect(() => {
    const controller = new AbortController()
    if (ids) void import('@/lib/catalogue/stockClient').then((m) => m.loadUnitsLeft(ids, setLeft, controller.signal))
    return () => controller.abort()
  }, [ids])

  return left ? variants.map((v) => ({ ...v, available: left[v.price_id] ?? v.available })) : variants
}
