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
