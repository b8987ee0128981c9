import type { GraphQLError } from 'graphql'
import { createGraphQLError } from 'graphql-yoga'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable'

/** The database is down: HTTP 503 with Retry-After, code SERVICE_UNAVAILABLE; the client may simply repeat. */
export function serviceUnavailableError(): GraphQLError {
  return createGraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
    },
  })
}
