import { pageLanguageHeaders } from '../i18n/requestLanguage'
import { storedSessionToken } from '../api/sessionToken'
import { apiRoutes } from '../routes'
import type { CheckoutLine } from './schema'

/**
 * The server refused the request (400), e.g. a product no longer sold or a sold-out size (docs/product.md §5.4).
 * The message is the server's, for logs; `error` is the answer's error object, whose refusal code (if any) pages
 * read with `readCheckoutRefusal` (lib/checkout/refusal.ts, loaded only then) and say in their own words.
 */
export class CheckoutRefusedError extends Error {
  override name = 'CheckoutRefusedError'
  constructor(
    message: string,
    readonly error: unknown,
  ) {
    super(message)
  }
}

/** Asks the shop's server for a payment page and returns its URL (docs/product.md §7 Payment, §10). */
export async function createCheckoutSession(
  lines: CheckoutLine[],
  idempotencyKey?: string,
  fetchImpl: typeof fetch = fetch,
  token: string | null = storedSessionToken(),
  /** The discount code applied in the bag (docs/product.md §20), if any. */
  discountCode?: string,
): Promise<string> {
  const response = await fetchImpl(apiRoutes.checkout, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // The payment page, the success page it returns to and the order's mails are in the page's language.
      ...pageLanguageHeaders(),
      // Signed in: the order is filed under the shopper's account (docs/product.md §17).
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      lines,
      idempotency_key: idempotencyKey,
      ...(discountCode ? { discount_code: discountCode } : {}),
    }),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = (body as { error?: { message?: string } } | null)?.error
    const message = error?.message
    if (response.status === 400) throw new CheckoutRefusedError(message ?? 'Checkout refused', error)
    throw new Error(message ?? `Checkout failed with status ${response.status}`)
  }
  // The answer is the payment page's URL. zod comes with the first checkout, not with every page showing the bag.
  const { checkoutResponseSchema } = await import('./response')
  return checkoutResponseSchema.parse(body).url
}
