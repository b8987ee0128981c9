/**
 * Saying a refusal in the reader's language, at the edge (docs/architecture.md §2.5): a zod issue's message is a key
 * of lib/i18n/messages/validation.ts (./text.ts); a text that counts (`at most 100 characters`) takes the issue's
 * limit. A message that is no key (zod's own, for input no form sends) is said as zod wrote it.
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale'
import { messagesIn } from '../i18n/messages'
import { validationMessages } from '../i18n/messages/validation'

/** What an issue needs to be said: its message (a key) and, for a limit, the limit. */
export interface IssueLike {
  message: string
  maximum?: unknown
  minimum?: unknown
}

export function issueText(issue: IssueLike, locale: Locale): string {
  let entry: unknown = messagesIn(validationMessages, locale)
  for (const part of issue.message.split('.')) {
    entry = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[part] : undefined
  }
  if (typeof entry === 'string') return entry
  if (typeof entry === 'function') return (entry as (n: number) => string)(Number(issue.maximum ?? issue.minimum))
  return issue.message
}

/** The first issue of a failed parse, said in `locale`: what a form or a GraphQL error shows. */
export function firstIssueText(error: { issues: ReadonlyArray<IssueLike> }, locale: Locale): string {
  const first = error.issues[0]
  return first ? issueText(first, locale) : 'Invalid input'
}

/** The validation texts in English, as the server's logs and the tests read them. */
export const messages = messagesIn(validationMessages, DEFAULT_LOCALE)
