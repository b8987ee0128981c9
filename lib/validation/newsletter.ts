import { z } from 'zod'
import { fieldsIn, perLocale } from './fields'

export const newsletterSchemaIn = perLocale((_m, locale) => z.object({ email: fieldsIn(locale).emailField }))
export const newsletterSchema = newsletterSchemaIn('en')
export type NewsletterInput = z.infer<typeof newsletterSchema>

/** The token of a newsletter confirmation link (docs/product.md §12.2); only the server checks it. */
export const newsletterConfirmSchema = z.object({
  token: z.string().min(1, 'Confirmation token is required').max(200, 'Invalid or expired confirmation link'),
})
