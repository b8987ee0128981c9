import { apiRoutes } from '../routes'
import { checkoutResponseSchema, type CheckoutLine } from './schema'

/** Asks the shop's server for a payment page and returns its URL (docs/product.md §7 Payment, §10). */
export async function createCheckoutSession(
  lines: CheckoutLine[],
  idempotencyKey?: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(apiRoutes.checkout, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ lines, idempotency_key: idempotencyKey }),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message
    throw new Error(message ?? `Checkout failed with status ${response.status}`)
  }
  return checkoutResponseSchema.parse(body).url
}
