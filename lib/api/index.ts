// The GraphQL client itself (graphql-request and the graphql parser, ~14 kB gzip) is not exported here: callers
// import the typed documents statically and the browser's client (./browser) loads on the first call
// (docs/performance.md, "JavaScript budget"). Node code creates one with `createApiClient` from './client'.
export type * from './types'
export { apiErrorInfo, type ApiErrorInfo } from './errors'
export { storedSessionToken } from './sessionToken'
export * from './operations.generated'
