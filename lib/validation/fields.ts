import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '../constants'
import { text } from './text'

/** Caps the spec does not name; they keep a request from making the server hash or store megabytes. */
export const MAX_NAME_LENGTH = 100
export const MAX_EMAIL_LENGTH = 254
/** argon2 hashes whatever it is given, so an unbounded password is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 256
export const MAX_SUBJECT_LENGTH = 200

/** The fields several forms share. Their messages are keys of the catalogue (./text.ts), said at the edge. */
/** A name of any length from one character: real names such as "Li" or "Bo" are two (issue 36, walk #32). */
export const fullNameField = z.string().trim().min(1, text('name')).max(MAX_NAME_LENGTH, text('nameTooLong'))
export const emailField = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, text('email'))
  .pipe(z.email(text('email')))
/** A new password: only the length is checked (docs/product.md §5, ASVS 6.2.5: no composition rules). */
export const newPasswordField = (tooShort: 'signUpPassword' | 'resetPassword') =>
  z.string().min(MIN_PASSWORD_LENGTH, text(tooShort)).max(MAX_PASSWORD_LENGTH, text('passwordTooLong'))
/** A password the user already has: no rule beyond "present" (as for login); the cap guards the hash function. */
export const currentPasswordField = z
  .string()
  .min(1, text('passwordRequired'))
  .max(MAX_PASSWORD_LENGTH, text('passwordTooLong'))
