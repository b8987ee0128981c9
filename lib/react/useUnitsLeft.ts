import { useEffect, useState } from 'react'

/**
 * Units left now per variant price id (GET /api/stock, docs/product.md §16.4); null until the answer, and if the
 * lookup fails (checkout checks again). The lookup (and zod, which checks its answer) loads after hydration, so
 * neither is part of a page's first load (docs/performance.md).
 */
export function useUnitsLeft(priceIds: readonly string[]): Record<string, number> | null {
  const [left, setLeft] = useState<Record<string, number> | null>(null)
  const ids = priceIds.join(',')

  useEffect(() => {
    if (!ids) return
    const controller = new AbortController()
    import('../catalogue/stockClient')
      .then(({ fetchUnitsLeft }) => fetchUnitsLeft(ids.split(','), controller.signal))
      .then(setLeft, (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not check the stock just now.', error)
      })
    return () => controller.abort()
  }, [ids])

  return left
}
