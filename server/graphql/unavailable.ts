import type { GraphQLError } from 'graphql'
import { createGraphQLError } from 'graphql-yoga'
import type { Locale } from '@/lib/i18n/locale'
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable'
import { serverMessagesIn } from '../localized'

/** The database is down: HTTP 503 with Retry-After, code SERVICE_UNAVAILABLE; the client may simply repeat. */
export function serviceUnavailableError(locale: Locale): GraphQLError {
  return createGraphQLError(serverMessagesIn(locale).unavailable.database, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
    },
  })
}
