import { z } from 'zod'
import { currentPasswordField, emailField, fullNameField, newPasswordField } from './fields'
import { text } from './text'

export const registerSchema = z
  .object({
    fullName: fullNameField,
    email: emailField,
    password: newPasswordField('signUpPassword'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: text('passwordsMatch'), path: ['confirmPassword'] })
export type RegisterInput = z.infer<typeof registerSchema>

// No rule beyond "present" for the password (docs/product.md §5); the cap only guards the hash function.
export const loginSchema = z.object({ email: emailField, password: currentPasswordField })
export type LoginInput = z.infer<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email: emailField })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/** The reset form: the match check is ours (docs/product.md §5 shows none, but a mismatch would lock the user out). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField('resetPassword'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: text('passwordsMatch'), path: ['confirmPassword'] })
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>

// Checks only the server makes (a link's token): no form shows them; the server says them in the page's language.

/** What the `resetPassword` mutation receives: the form's password plus the token from the link. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, text('link.resetTokenRequired')).max(200, text('link.invalidToken')),
  newPassword: newPasswordField('resetPassword'),
})
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const verifyEmailSchema = z.object({
  verificationToken: z.string().min(1, text('link.verificationTokenRequired')).max(200, text('link.invalidToken')),
})
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>
