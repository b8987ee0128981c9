import type { LinkState } from '@/components/account/settings/EmailChangeStatus'
import { apiErrorInfo } from '@/lib/api'

/** One request per link: StrictMode runs effects twice, and a confirmation link works only once. */
const attempts = new Map<string, Promise<LinkState>>()

export function linkOnce(
  key: string,
  confirm: () => Promise<{ message: string }>,
  unexpected: string,
): Promise<LinkState> {
  let attempt = attempts.get(key)
  if (!attempt) {
    attempt = confirm().then(
      (answer): LinkState => ({ status: 'confirmed', message: answer.message }),
      (error: unknown): LinkState => {
        console.warn('Link confirmation failed.', error)
        const info = apiErrorInfo(error)
        return { status: 'failed', reason: info.code === 'BAD_USER_INPUT' ? info.message : unexpected }
      },
    )
    attempts.set(key, attempt)
  }
  return attempt
}
