/**
 * The one GraphQL client of the storefront. It runs in the browser and in Node (SSR, tests): pass an absolute
 * endpoint in Node. The stored session token goes out as a Bearer header on every request (docs/product.md §6).
 */
import { ClientError, GraphQLClient } from 'graphql-request'
import { apiRoutes } from '../routes'
import { storedSessionToken } from './sessionToken'

export { storedSessionToken }

export interface ApiClientOptions {
  /** '/graphql' in the browser; an absolute URL in Node. */
  endpoint?: string
  /** Returns the session token, if any; defaults to localStorage `id_token` where localStorage exists. */
  getToken?: () => string | null | undefined
  fetch?: typeof fetch
}

export function createApiClient(opts: ApiClientOptions = {}): GraphQLClient {
  const getToken = opts.getToken ?? storedSessionToken
  // graphql-request builds a URL from the endpoint, so a path needs the page's origin in the browser.
  const endpoint = opts.endpoint ?? apiRoutes.graphql
  const absolute = typeof location === 'undefined' ? endpoint : new URL(endpoint, location.origin).href
  return new GraphQLClient(absolute, {
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
    headers: (): Record<string, string> => {
      const token = getToken()
      return token ? { Authorization: `Bearer ${token}` } : {}
    },
  })
}

export interface ApiErrorInfo {
  message: string
  /** extensions.code of the first GraphQL error: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, RATE_LIMITED, ... */
  code: string | undefined
  /** The HTTP status, when the server answered. */
  status: number | undefined
}

/** The first server message and code of a failed request, for toasts (docs/product.md §8 shows "the first server message"). */
export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0]
    const code = first?.extensions?.code
    return {
      message: first?.message ?? error.message,
      code: typeof code === 'string' ? code : undefined,
      status: error.response.status,
    }
  }
  return { message: error instanceof Error ? error.message : String(error), code: undefined, status: undefined }
}
