/** Errors in the shapes the hosted Sanity API uses, so @sanity/client formats them the same way. */

export class DatasetCorruptError extends Error {
  override name = 'DatasetCorruptError'
}

export interface ApiErrorBody {
  type: string
  description: string
  [extra: string]: unknown
}

/** Thrown inside request handlers; the router's error handler answers `status` with `responseBody()`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Sent with the answer, e.g. Retry-After on 429 and 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.description)
  }

  responseBody(): unknown {
    return { error: this.body }
  }
}

/**
 * Sanity answers auth failures in its older flat shape (seen from api.sanity.io:
 * `{error:'Unauthorized', message:'Session not found', statusCode:401, errorCode:'SIO-401-ANF'}`);
 * @sanity/client turns it into "Unauthorized - <message>".
 */
export class AuthError extends ApiError {
  constructor(description: string) {
    super(401, { type: 'authError', description })
  }

  override responseBody(): unknown {
    return { statusCode: 401, error: 'Unauthorized', message: this.body.description, errorCode: 'SIO-401-ANF' }
  }
}

export const badRequest = (description: string, type = 'httpBadRequest') => new ApiError(400, { type, description })

export const notFound = (description: string, type = 'httpNotFound') => new ApiError(404, { type, description })

export interface MutationErrorItem {
  error: { type: string; description: string; id?: string }
  index: number
}

export const mutationError = (status: 400 | 409, description: string, items: MutationErrorItem[] = []) =>
  new ApiError(status, { type: 'mutationError', description, ...(items.length ? { items } : {}) })

/**
 * A query stopped for its cost (time, memory or result size). Hosted Sanity's answer for this could not be
 * confirmed, so this follows its error shape with the type `queryExecutionError`; 400, not 5xx, because
 * @sanity/client retries 5xx answers and the same query would only fail again.
 */
export const queryExecutionError = (description: string) =>
  new ApiError(400, { type: 'queryExecutionError', description })

/** Per-client limit reached (429). @sanity/client retries 429 after a back-off; Retry-After says when. */
export const rateLimited = (description: string, retryAfterSeconds: number) =>
  new ApiError(429, { type: 'rateLimited', description }, { 'Retry-After': String(Math.max(1, retryAfterSeconds)) })

/** The lake is saturated (a work queue is full); the client may retry after Retry-After. */
export const busy = (description: string, retryAfterSeconds: number) =>
  new ApiError(503, { type: 'serviceUnavailable', description }, { 'Retry-After': String(retryAfterSeconds) })
