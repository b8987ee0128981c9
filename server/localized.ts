/**
 * The server's answers in the language of the page that called (docs/product.md §19; docs/architecture.md §2.5).
 * An expected failure is thrown deep in a service that does not know the request, so it carries its text as a
 * function of the locale (a `LocalizedText`, picked from lib/i18n/messages/server.ts) and the edge that answers says
 * it in the request's language: the GraphQL guard (server/graphql/guard.ts) with `ctx.locale`, an HTTP route with
 * `requestLocale(req)`. Its `message` is the English, so logs read as before. Success answers are made where the
 * locale is known: the resolvers hand it to the services that answer with a text.
 */
import type { Request } from 'express'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { serverMessages } from '@/lib/i18n/messages/server'
import { localeOfAcceptLanguage } from '@/lib/i18n/requestLanguage'

export type ServerMessages = (typeof serverMessages)['en']

/** A text in any of the shop's languages. */
export type LocalizedText = (locale: Locale) => string

/** The server's messages in a language. */
export function serverMessagesIn(locale: Locale): ServerMessages {
  return messagesIn(serverMessages, locale)
}

/** A message of lib/i18n/messages/server.ts, to be said later in the reader's language: `said((m) => m.orders.x)`. */
export function said(pick: (messages: ServerMessages) => string): LocalizedText {
  return (locale) => pick(serverMessagesIn(locale))
}

/** An error whose message the answer says in the request's language; `message` is the English. */
export class LocalizedError extends Error {
  readonly text: LocalizedText
  /** A plain string is the same in every language (a text not in the catalogue yet). */
  constructor(text: LocalizedText | string) {
    const localized = typeof text === 'string' ? () => text : text
    super(localized(DEFAULT_LOCALE))
    this.text = localized
  }
}

/**
 * An expected failure a feature answers with a code (docs/architecture.md §2.5): the features' errors (AccountError,
 * OrderError, StaffError, …) extend it, so the GraphQL guard (server/graphql/guard.ts) answers each with its code,
 * the input field it names and any extra extensions without importing a feature folder.
 */
export class ExpectedError extends LocalizedError {
  constructor(
    text: LocalizedText | string,
    /** extensions.code of the answer: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, RATE_LIMITED, … */
    readonly code: string,
    /** The input field the message is about (a zod issue path such as `email`), so a form can show it there. */
    readonly field?: string,
  ) {
    super(text)
  }

  /** More of the answer's extensions (a retry time, an HTTP status for yoga to apply). */
  details(): Record<string, unknown> {
    return {}
  }
}

/** What an error says to a reader of `locale`: its localized text, or its message. */
export function errorText(err: Error, locale: Locale): string {
  return err instanceof LocalizedError ? err.text(locale) : err.message
}

/** The language of an HTTP request to the shop's API: the page's, which the browser sends as Accept-Language. */
export function requestLocale(req: Pick<Request, 'get'>): Locale {
  return localeOfAcceptLanguage(req.get('accept-language'))
}
