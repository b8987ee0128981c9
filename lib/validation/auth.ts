import { z } from 'zod'
import { fieldsIn, messages, newPasswordField, perLocale } from './fields'

export const registerSchemaIn = perLocale((m, locale) => {
  const { fullNameField, emailField, newPasswordField } = fieldsIn(locale)
  return z
    .object({
      fullName: fullNameField,
      email: emailField,
      password: newPasswordField(m.signUpPassword),
      confirmPassword: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, { message: m.passwordsMatch, path: ['confirmPassword'] })
})
export const registerSchema = registerSchemaIn('en')
export type RegisterInput = z.infer<typeof registerSchema>

// No rule beyond "present" for the password (docs/product.md §5); the cap only guards the hash function.
export const loginSchemaIn = perLocale((_m, locale) => {
  const { emailField, currentPasswordField } = fieldsIn(locale)
  return z.object({ email: emailField, password: currentPasswordField })
})
export const loginSchema = loginSchemaIn('en')
export type LoginInput = z.infer<typeof loginSchema>

export const forgotPasswordSchemaIn = perLocale((_m, locale) => z.object({ email: fieldsIn(locale).emailField }))
export const forgotPasswordSchema = forgotPasswordSchemaIn('en')
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/** The reset form: the match check is ours (docs/product.md §5 shows none, but a mismatch would lock the user out). */
export const resetPasswordFormSchemaIn = perLocale((m, locale) =>
  z
    .object({
      newPassword: fieldsIn(locale).newPasswordField(m.resetPassword),
      confirmPassword: z.string(),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordsMatch, path: ['confirmPassword'] }),
)
export const resetPasswordFormSchema = resetPasswordFormSchemaIn('en')
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>

// The server's own checks of a link's token: no form shows their messages.

/** What the `resetPassword` mutation receives: the form's password plus the token from the link. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(200, 'Invalid or expired token'),
  newPassword: newPasswordField(messages.resetPassword),
})
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const verifyEmailSchema = z.object({
  verificationToken: z.string().min(1, 'Verification token is required').max(200, 'Invalid or expired token'),
})
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>
