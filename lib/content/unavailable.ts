import { render } from 'vike/abort'

/** Thrown by the content service when the content cannot be read and nothing is cached. */
export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError'
}

export const CONTENT_UNAVAILABLE_MESSAGE = 'Our catalogue is taking a break. Please try again in a moment.'

/**
 * For +data hooks: a content failure becomes the error page ('Something went wrong...') with status 503
 * instead of a 500 — the service is down, not the page.
 */
export async function contentOr503<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (isAbort(error)) throw error
    throw render(503, CONTENT_UNAVAILABLE_MESSAGE)
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && '_pageContextAbort' in error
}
