import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { serverMessagesIn } from '../localized'

/**
 * Recognises "the database cannot be reached" (PostgreSQL down, restarting, refusing, or the network to it cut), as
 * opposed to a bug or a bad query. Those failures are answered 503 with Retry-After: the request was fine and can
 * be repeated, and nothing was half-written (docs/reliability.md). Drizzle wraps the driver's error in `cause`.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])
/** SQLSTATE: class 08 (connection exception), 57P01-03 (shutdown, crash, cannot connect now), 53300 (no slots). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error and is not queryable|Cannot use a pool after calling end|database system is (starting up|shutting down)/i

/** What the shopper reads (lib/i18n/messages/server.ts); this is the English, for callers that answer in it. */
export const DATABASE_UNAVAILABLE_MESSAGE = serverMessagesIn(DEFAULT_LOCALE).unavailable.database
/** Seconds a client is asked to wait before repeating the request. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
    e = cause
  }
  return false
}
