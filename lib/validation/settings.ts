/** The account settings forms and the mutations they call (docs/product.md §2.22): one schema for both sides. */
import { z } from 'zod'
import { emailField, fullNameField, MAX_PASSWORD_LENGTH, messages, newPasswordField } from './fields'

/** A password the user already has: no rule beyond "present" (as for login); the cap guards the hash function. */
const currentPasswordField = z
  .string()
  .min(1, messages.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`)

const linkToken = z.string().min(1, 'Invalid or expired link').max(200, 'Invalid or expired link')

export const updateProfileSchema = z.object({ fullName: fullNameField })
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>

export const requestEmailChangeSchema = z.object({ newEmail: emailField, password: currentPasswordField })
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeSchema>

export const confirmEmailChangeSchema = z.object({ token: linkToken })

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField(messages.resetPassword),
})

/** The form adds a repeat of the new password, as the reset form does. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.passwordsMatch, path: ['confirmPassword'] })
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>

export const deleteAccountSchema = z.object({ password: currentPasswordField })
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/** A back-in-stock alert (docs/product.md §16.5): the product by slug, the sold-out variant by its price id. */
export const stockAlertSchema = z.object({
  email: emailField,
  productSlug: z.string().trim().min(1, 'Choose a product').max(200, 'Choose a product'),
  priceId: z.string().trim().min(1, 'Choose a size or colour').max(200, 'Choose a size or colour'),
})
export type StockAlertInput = z.infer<typeof stockAlertSchema>

export const stockAlertConfirmSchema = z.object({ token: linkToken })
