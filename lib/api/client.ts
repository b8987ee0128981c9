/**
 * The one GraphQL client of the storefront. It runs in the browser and in Node (SSR, tests): pass an absolute
 * endpoint in Node. The stored session token goes out as a Bearer header on every request (docs/product.md §6).
 */
import { GraphQLClient } from 'graphql-request'
import { pageLanguageHeaders } from '../i18n/requestLanguage'
import { apiRoutes } from '../routes'
import { storedSessionToken } from './sessionToken'

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
      return { ...pageLanguageHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) }
    },
  })
}
