/**
 * A request's input, parsed once with the schema its form uses (lib/validation). A refusal names its field and says
 * the first problem in the reader's language: the schema's messages are catalogue keys, and the guard asks for the
 * language of the request (server/localized.ts) when it answers.
 */
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/locale'
import { issueText } from '@/lib/validation/issues'
import { AccountError } from './errors'

export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.length ? issue.path.join('.') : undefined
  const text = (locale: Locale) => (issue ? issueText(issue, locale) : result.error.message)
  throw new AccountError(text, 'BAD_USER_INPUT', field)
}
