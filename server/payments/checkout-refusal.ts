/**
 * The structured part of a refused checkout (docs/product.md §5.4, lib/checkout/refusal.ts): what the 400 answer
 * carries next to its message, so the browser can name the product and fix the bag instead of showing server text.
 * Kept apart from the pricing and route code so that both stay as they are.
 */
import type { CheckoutRefusal } from '@/lib/checkout/refusal'
import { CHECKOUT_MAX_QUANTITY } from '@/lib/constants'

/** The JSON body of a 400 answer: the message, plus the refusal when one is known. */
export function checkoutRefusalBody(message: string, refusal: CheckoutRefusal | undefined) {
  if (!refusal) return { error: { message } }
  return {
    error: {
      message,
      code: refusal.code,
      price_ids: refusal.priceIds,
      ...(refusal.available === undefined ? {} : { available: refusal.available }),
      ...(refusal.reason === undefined ? {} : { reason: refusal.reason }),
      ...(refusal.minimumSpend === undefined ? {} : { minimum_spend: refusal.minimumSpend }),
    },
  }
}

interface SchemaIssue {
  path: PropertyKey[]
  code?: string
}

/**
 * A request that failed the schema on one line's quantity being too large (a bag line pushed past the limit) is
 * a refusal the shopper can fix; every other malformed request is not (no shopper's bag produces it).
 */
export function refusalFromSchemaIssue(issue: SchemaIssue | undefined, body: unknown): CheckoutRefusal | undefined {
  if (!issue || issue.code !== 'too_big') return undefined
  const [lines, index, field] = issue.path
  if (lines !== 'lines' || typeof index !== 'number' || field !== 'quantity') return undefined
  const line = (body as { lines?: Array<{ price_id?: unknown }> } | null)?.lines?.[index]
  if (typeof line?.price_id !== 'string') return undefined
  return { code: 'quantity_over_limit', priceIds: [line.price_id], available: CHECKOUT_MAX_QUANTITY }
}
