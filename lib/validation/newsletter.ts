import { z } from 'zod'
import { fieldsIn, perLocale } from './fields'

export const newsletterSchemaIn = perLocale((_m, locale) => z.object({ email: fieldsIn(locale).emailField }))
export const newsletterSchema = newsletterSchemaIn('en')
export type NewsletterInput = z.infer<typeof newsletterSchema>

/** The token of a newsletter confirmation link (docs/product.md §12.2); only the server checks it. */
export const newsletterConfirmSchemaIn = perLocale((m) =>
  z.object({
    token: z.string().min(1, m.link.confirmationTokenRequired).max(200, m.link.invalidConfirmationLink),
  }),
)
export const newsletterConfirmSchema = newsletterConfirmSchemaIn('en')
