/** The account settings forms and the mutations they call (docs/product.md §2.22): one schema for both sides. */
import { z } from 'zod'
import { fieldsIn, perLocale } from './fields'

/** A mailed link's token: only the server checks it. */
const linkTokenIn = perLocale((m) => z.string().min(1, m.link.invalidLink).max(200, m.link.invalidLink))

export const updateProfileSchemaIn = perLocale((_m, locale) => z.object({ fullName: fieldsIn(locale).fullNameField }))
export const updateProfileSchema = updateProfileSchemaIn('en')
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>

export const requestEmailChangeSchemaIn = perLocale((_m, locale) => {
  const fields = fieldsIn(locale)
  return z.object({ newEmail: fields.emailField, password: fields.currentPasswordField })
})
export const requestEmailChangeSchema = requestEmailChangeSchemaIn('en')
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeSchema>

export const confirmEmailChangeSchemaIn = perLocale((_m, locale) => z.object({ token: linkTokenIn(locale) }))
export const confirmEmailChangeSchema = confirmEmailChangeSchemaIn('en')

export const changePasswordSchemaIn = perLocale((m, locale) => {
  const fields = fieldsIn(locale)
  return z.object({
    currentPassword: fields.currentPasswordField,
    newPassword: fields.newPasswordField(m.resetPassword),
  })
})
export const changePasswordSchema = changePasswordSchemaIn('en')

/** The form adds a repeat of the new password, as the reset form does. */
export const changePasswordFormSchemaIn = perLocale((m, locale) => {
  const fields = fieldsIn(locale)
  return z
    .object({
      currentPassword: fields.currentPasswordField,
      newPassword: fields.newPasswordField(m.resetPassword),
      confirmPassword: z.string(),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordsMatch, path: ['confirmPassword'] })
})
export const changePasswordFormSchema = changePasswordFormSchemaIn('en')
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>

export const deleteAccountSchemaIn = perLocale((_m, locale) =>
  z.object({ password: fieldsIn(locale).currentPasswordField }),
)
export const deleteAccountSchema = deleteAccountSchemaIn('en')
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/**
 * A back-in-stock alert (docs/product.md §16.5): the product by slug, the sold-out variant by its price id. The form
 * checks only the e-mail (`fieldsIn(locale).emailField`); the other two messages are the server's.
 */
export const stockAlertSchemaIn = perLocale((m, locale) =>
  z.object({
    email: fieldsIn(locale).emailField,
    productSlug: z.string().trim().min(1, m.alert.product).max(200, m.alert.product),
    priceId: z.string().trim().min(1, m.alert.variant).max(200, m.alert.variant),
  }),
)
export const stockAlertSchema = stockAlertSchemaIn('en')
export type StockAlertInput = z.infer<typeof stockAlertSchema>

export const stockAlertConfirmSchemaIn = perLocale((_m, locale) => z.object({ token: linkTokenIn(locale) }))
export const stockAlertConfirmSchema = stockAlertConfirmSchemaIn('en')
