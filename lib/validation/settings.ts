/** The account settings forms and the mutations they call (docs/product.md §2.22): one schema for both sides. */
import { z } from 'zod'
import { currentPasswordField, emailField, fullNameField, newPasswordField } from './fields'
import { text } from './text'

/** A mailed link's token: only the server checks it. */
const linkToken = z.string().min(1, text('link.invalidLink')).max(200, text('link.invalidLink'))

export const updateProfileSchema = z.object({ fullName: fullNameField })
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>

export const requestEmailChangeSchema = z.object({ newEmail: emailField, password: currentPasswordField })
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeSchema>

export const confirmEmailChangeSchema = z.object({ token: linkToken })

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField('resetPassword'),
})

/** The form adds a repeat of the new password, as the reset form does. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField('resetPassword'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: text('passwordsMatch'), path: ['confirmPassword'] })
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>

export const deleteAccountSchema = z.object({ password: currentPasswordField })
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/**
 * A back-in-stock alert (docs/product.md §16.5): the product by slug, the sold-out variant by its price id. The form
 * checks only the e-mail (`emailField`); the other two messages are the server's.
 */
export const stockAlertSchema = z.object({
  email: emailField,
  productSlug: z.string().trim().min(1, text('alert.product')).max(200, text('alert.product')),
  priceId: z.string().trim().min(1, text('alert.variant')).max(200, text('alert.variant')),
})
export type StockAlertInput = z.infer<typeof stockAlertSchema>

export const stockAlertConfirmSchema = z.object({ token: linkToken })
