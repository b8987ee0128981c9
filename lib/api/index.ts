// The GraphQL client itself (graphql-request and the graphql parser, ~14 kB gzip) is not exported here: pages
// import these calls statically, and the browser's client (./browser) loads it on the first call
// (docs/performance.md, "JavaScript budget"). Node code creates one with `createApiClient` from './client'.
export type { ApiClient } from './types'
export { apiErrorInfo, type ApiErrorInfo } from './errors'
export { storedSessionToken } from './sessionToken'
export * from './operations.generated'
export * from './accounts'
export * from './orders'
