/**
 * Reading a failed API call. Kept apart from client.ts, and duck-typed rather than `instanceof ClientError`, so
 * the forms can read errors without loading graphql-request (the client itself is loaded when a call is made).
 */

export interface ApiErrorInfo {
  message: string
  /** extensions.code of the first GraphQL error: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, RATE_LIMITED, ... */
  code: string | undefined
  /** extensions.field: the input field a validation message is about (`email`, `confirmPassword`, ...), if any. */
  field: string | undefined
  /** The HTTP status, when the server answered. */
  status: number | undefined
}

/** What graphql-request's ClientError carries: the server's answer. */
interface GraphQLFailure {
  response: {
    status?: unknown
    errors?: ReadonlyArray<{ message?: unknown; extensions?: Record<string, unknown> }>
  }
}

function isGraphQLFailure(error: unknown): error is GraphQLFailure {
  if (typeof error !== 'object' || error === null || !('response' in error)) return false
  return typeof error.response === 'object' && error.response !== null
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The first server message and code of a failed request, for toasts (docs/product.md §8 shows "the first server message"). */
export function apiErrorInfo(error: unknown): ApiErrorInfo {
  const fallback = error instanceof Error ? error.message : String(error)
  if (isGraphQLFailure(error)) {
    const first = error.response.errors?.[0]
    return {
      message: text(first?.message) ?? fallback,
      code: text(first?.extensions?.code),
      field: text(first?.extensions?.field),
      status: typeof error.response.status === 'number' ? error.response.status : undefined,
    }
  }
  return { message: fallback, code: undefined, field: undefined, status: undefined }
}
