import { z } from 'zod'
import { MIN_PASSWORD_LENGTH, MIN_TEXT_LENGTH } from '../constants'

/** docs/product.md §5 messages, verbatim: forms show these under the fields and the server answers with them. */
export const messages = {
  name: 'Name must be at least 3 characters long',
  email: 'Invalid email address',
  signUpPassword:
    'Password must be at least 8 characters long, include one letter, one number, and one special character',
  resetPassword: 'Password must be at least 8 characters long',
  passwordsMatch: 'Passwords do not match',
  subject: 'Subject must be at least 3 characters long',
  message: 'Message must be at least 3 characters long',
  passwordRequired: 'Password is required',
} as const

/** Caps the spec does not name; they keep a request from making the server hash or store megabytes. */
export const MAX_NAME_LENGTH = 100
export const MAX_EMAIL_LENGTH = 254
/** argon2 hashes whatever it is given, so an unbounded password is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 256
export const MAX_SUBJECT_LENGTH = 200

export const fullNameField = z
  .string()
  .trim()
  .min(MIN_TEXT_LENGTH, messages.name)
  .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters long`)

export const emailField = z.string().trim().max(MAX_EMAIL_LENGTH, messages.email).pipe(z.email(messages.email))

/** A new password: only the length is checked (docs/product.md §5, ASVS 6.2.5: no composition rules). */
export function newPasswordField(tooShort: string) {
  return z
    .string()
    .min(MIN_PASSWORD_LENGTH, tooShort)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`)
}
