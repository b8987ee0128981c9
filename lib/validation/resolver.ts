/**
 * react-hook-form's resolver for a language-free schema (./text.ts): it parses with the one schema the server also
 * uses and says each field's first refusal in the page's language (./issues.ts).
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers'
import type { FieldError, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import type { Locale } from '../i18n/locale'
import { issueText } from './issues'

export function localizedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  locale: Locale,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options)
      return { values: result.data, errors: {} }
    }
    const errors: Record<string, FieldError> = {}
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issueText(issue, locale) }
    }
    return { values: {}, errors: toNestErrors(errors, options) }
  }
}
