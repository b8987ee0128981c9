import type { VariantView } from '@/lib/catalogue/variants'
import { useUnitsLeft } from '@/lib/react/useUnitsLeft'

/**
 * The product page's HTML is cached until the content changes (docs/adr/0007-page-cache.md), so it shows the
 * authored stock; once the page has loaded, the units left now (authored minus paid orders) replace it. If the
 * lookup fails the authored counts stay.
 */
export function useLiveStock(variants: VariantView[]): VariantView[] {
  const left = useUnitsLeft(variants.map((v) => v.price_id))
  return left ? variants.map((v) => ({ ...v, available: left[v.price_id] ?? v.available })) : variants
}
