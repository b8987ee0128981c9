import type { GraphQLClient } from 'graphql-request'
import type { ApiClient } from './types'

let client: Promise<GraphQLClient> | undefined

/**
 * The browser's one API client. graphql-request and the graphql parser (~14 kB gzip) load on the first call, not
 * with the page (docs/performance.md, "JavaScript budget"); pages bind calls to this and pass them down to forms.
 */
const lazyClient: ApiClient = {
  request: (...args: unknown[]) => {
    client ??= import('./client').then(({ createApiClient }) => createApiClient())
    return client.then((loaded) => (loaded.request as (...a: unknown[]) => Promise<unknown>)(...args))
  },
}

export function browserApi(): ApiClient {
  return lazyClient
}
