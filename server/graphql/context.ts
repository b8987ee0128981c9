import type { Locale } from '@/lib/i18n/locale'

/** What every resolver gets from the request (built in server/graphql/index.ts); the generated resolver types use it. */
export interface GraphQLContext {
  ip: string
  requestId: string
  /** The bearer token of the request, if any. */
  token: string | undefined
  /** The language of the page that called (its Accept-Language): answers and mails use it (docs/product.md §19). */
  locale: Locale
}
