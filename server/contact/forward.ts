import type { ContactInput } from '@/lib/validation/contact'

/** How long the third-party form service gets before the shopper is told to try again. */
export const FORWARD_TIMEOUT_MS = 5000

export type ForwardResult = { ok: true } | { ok: false; reason: string }

/**
 * Posts the message as JSON to the configured form-submission service (docs/product.md §7 Contact: status 200 is success).
 * Never throws: a timeout, a refused connection or any other status is a failed forward.
 */
export async function forwardContactMessage(
  endpoint: string,
  input: ContactInput,
  timeoutMs = FORWARD_TIMEOUT_MS,
): Promise<ForwardResult> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        fullName: input.fullName,
        email: input.email,
        subject: input.subject,
        message: input.message,
      }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
    // The body is not needed; drain it so the connection can be reused.
    await response.body?.cancel().catch(() => {})
    return response.status === 200 ? { ok: true } : { ok: false, reason: `endpoint answered ${response.status}` }
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? `${err.name}: ${err.message}` : String(err) }
  }
}
