import { z } from 'zod/mini'
import { apiRoutes } from '../routes'
import type { VariantView } from './variants'

const variantSchema = z.object({
  key: z.string(),
  size: z.nullable(z.string()),
  colour: z.nullable(z.string()),
  price_id: z.string(),
  price: z.number(),
  available: z.number(),
})
const responseSchema = z.object({ products: z.record(z.string(), z.array(variantSchema)) })

/**
 * GET /api/variants (docs/product.md §16.4): per product price id, its sizes and colours with units left now. A
 * product missing from the answer is no longer sold.
 */
export async function fetchVariantOptions(
  productPriceIds: readonly string[],
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, VariantView[]>> {
  const query = new URLSearchParams(productPriceIds.map((id) => ['price_id', id])).toString()
  const response = await fetchImpl(`${apiRoutes.variants}?${query}`, {
    headers: { Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`Variant lookup failed with status ${response.status}`)
  return responseSchema.parse(await response.json()).products
}
