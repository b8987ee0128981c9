import { render } from 'vike/abort'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale'
import { messagesIn } from '../i18n/messages'
import { errorMessages } from '../i18n/messages/errors'

/** Thrown by the catalogue service when the content cannot be read and nothing is cached. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
}

/** What the checkout API answers when the content is down (its callers read English). */
export const CONTENT_UNAVAILABLE_MESSAGE = messagesIn(errorMessages, DEFAULT_LOCALE).contentUnavailable

/**
 * For +data hooks: a content failure becomes the error page ('Something went wrong...') with status 503
 * instead of a 500 — the service is down, not the page. The page's `locale` picks the language of the reason shown.
 */
export async function contentOr503<T>(load: Promise<T>, locale: Locale = DEFAULT_LOCALE): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (isAbort(error)) throw error
    throw render(503, messagesIn(errorMessages, locale).contentUnavailable)
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && '_pageContextAbort' in error
}
