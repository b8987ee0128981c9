import type { GraphQLClient } from 'graphql-request'
import { createApiClient } from './client'

let client: GraphQLClient | undefined

/** The browser's one API client, created on first use (pages bind calls to it and pass them down to forms). */
export function browserApi(): GraphQLClient {
  client ??= createApiClient()
  return client
}
