import { z } from 'zod'
import { emailField, fullNameField, MAX_PASSWORD_LENGTH, messages, newPasswordField } from './fields'

export const registerSchema = z
  .object({
    fullName: fullNameField,
    email: emailField,
    password: newPasswordField(messages.signUpPassword),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.passwordsMatch, path: ['confirmPassword'] })
export type RegisterInput = z.infer<typeof registerSchema>

export const loginSchema = z.object({
  email: emailField,
  // No rule beyond "present" (docs/product.md §5); the cap only guards the hash function.
  password: z
    .string()
    .min(1, messages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
})
export type LoginInput = z.infer<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email: emailField })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/** The reset form: the match check is ours (docs/product.md §5 shows none, but a mismatch would lock the user out). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField(messages.resetPassword),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.passwordsMatch, path: ['confirmPassword'] })
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>

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
