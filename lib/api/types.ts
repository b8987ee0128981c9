import type { GraphQLClient } from 'graphql-request'

/**
 * What the typed calls (accounts.ts, orders.ts, settings.ts) need of a client: `request`. A type only, so a page
 * that imports the calls does not load graphql-request; `createApiClient` (./client) and the browser's lazy client
 * (./browser) both satisfy it.
 */
export type ApiClient = Pick<GraphQLClient, 'request'>
