import { z } from 'zod'
import { fieldsIn, perLocale } from './fields'

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

// Checks only the server makes (a link's token): no form shows them; the server says them in the page's language.

/** What the `resetPassword` mutation receives: the form's password plus the token from the link. */
export const resetPasswordSchemaIn = perLocale((m, locale) =>
  z.object({
    token: z.string().min(1, m.link.resetTokenRequired).max(200, m.link.invalidToken),
    newPassword: fieldsIn(locale).newPasswordField(m.resetPassword),
  }),
)
export const resetPasswordSchema = resetPasswordSchemaIn('en')
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const verifyEmailSchemaIn = perLocale((m) =>
  z.object({
    verificationToken: z.string().min(1, m.link.verificationTokenRequired).max(200, m.link.invalidToken),
  }),
)
export const verifyEmailSchema = verifyEmailSchemaIn('en')
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>
