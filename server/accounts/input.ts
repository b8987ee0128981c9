/**
 * A request's input, parsed with the schema its form uses (lib/validation). A refusal names its field and says the
 * first problem in the reader's language: the schema is built once per language with the same rules, so the input
 * fails the same check in each, and the guard asks for the language of the request (server/localized.ts).
 */
import type { z } from 'zod'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { firstIssueMessage } from '@/lib/validation/index'
import { AccountError } from './errors'

export function parseInput<T>(schemaIn: (locale: Locale) => z.ZodType<T>, value: unknown): T {
  const result = schemaIn(DEFAULT_LOCALE).safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.length ? issue.path.join('.') : undefined
  const text = (locale: Locale) => firstIssueMessage(schemaIn(locale).safeParse(value).error ?? result.error)
  throw new AccountError(text, 'BAD_USER_INPUT', field)
}
