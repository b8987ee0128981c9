import { z } from 'zod'
import { MIN_PASSWORD_LENGTH, MIN_TEXT_LENGTH } from '../constants'
import type { Locale } from '../i18n/locale'
import { messagesIn } from '../i18n/messages'
import { validationMessages } from '../i18n/messages/validation'

/** A language's validation messages (lib/i18n/messages/validation.ts). */
export type ValidationMessages = (typeof validationMessages)['en']

/** docs/product.md §5 messages in English: the server answers with these (the forms in the page's language). */
export const messages = messagesIn(validationMessages, 'en')

/** Caps the spec does not name; they keep a request from making the server hash or store megabytes. */
export const MAX_NAME_LENGTH = 100
export const MAX_EMAIL_LENGTH = 254
/** argon2 hashes whatever it is given, so an unbounded password is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 256
export const MAX_SUBJECT_LENGTH = 200

/**
 * Builds a schema once per language from that language's messages: `registerSchemaIn(locale)` for a form,
 * `registerSchemaIn('en')` for the server.
 */
export function perLocale<T>(build: (m: ValidationMessages, locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>()
  return (locale) => {
    let schema = built.get(locale)
    if (schema === undefined) built.set(locale, (schema = build(messagesIn(validationMessages, locale), locale)))
    return schema
  }
}

/** The fields several forms share, in a language. */
export const fieldsIn = perLocale((m) => ({
  fullNameField: z.string().trim().min(MIN_TEXT_LENGTH, m.name).max(MAX_NAME_LENGTH, m.nameTooLong(MAX_NAME_LENGTH)),
  emailField: z.string().trim().max(MAX_EMAIL_LENGTH, m.email).pipe(z.email(m.email)),
  /** A new password: only the length is checked (docs/product.md §5, ASVS 6.2.5: no composition rules). */
  newPasswordField: (tooShort: string) =>
    z.string().min(MIN_PASSWORD_LENGTH, tooShort).max(MAX_PASSWORD_LENGTH, m.passwordTooLong(MAX_PASSWORD_LENGTH)),
  /** A password the user already has: no rule beyond "present" (as for login); the cap guards the hash function. */
  currentPasswordField: z
    .string()
    .min(1, m.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, m.passwordTooLong(MAX_PASSWORD_LENGTH)),
}))

export const { fullNameField, emailField, newPasswordField, currentPasswordField } = fieldsIn('en')
