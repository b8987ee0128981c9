import { z } from 'zod/mini'
import { apiRoutes } from '../routes'

const responseSchema = z.object({ unitsLeft: z.record(z.string(), z.number()) })

/** GET /api/stock (docs/product.md §16.4): units left now, per variant price id. */
export async function fetchUnitsLeft(
  priceIds: readonly string[],
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, number>> {
  const query = new URLSearchParams(priceIds.map((id) => ['price_id', id])).toString()
  const response = await fetchImpl(`${apiRoutes.stock}?${query}`, { headers: { Accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`Stock lookup failed with status ${response.status}`)
  return responseSchema.parse(await response.json()).unitsLeft
}

/**
 * Hands `onUnitsLeft` the units left now of `priceIds` (comma-separated, as the pages' hooks keep them). A lookup that
 * fails only warns, and what was shown stays: checkout checks again. After `signal` aborts, nothing is handed on.
 */
export async function loadUnitsLeft(
  priceIds: string,
  onUnitsLeft: (left: Record<string, number>) => void,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  try {
    onUnitsLeft(await fetchUnitsLeft(priceIds.split(','), signal, fetchImpl))
  } catch (error) {
    if (!signal.aborted) console.warn('Could not check the stock just now.', error)
  }
}
