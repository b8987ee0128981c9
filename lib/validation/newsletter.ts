import { z } from 'zod'
import { emailField } from './fields'

export const newsletterSchema = z.object({ email: emailField })
export type NewsletterInput = z.infer<typeof newsletterSchema>

/** The token of a newsletter confirmation link (docs/product.md §12.2). */
export const newsletterConfirmSchema = z.object({
  token: z.string().min(1, 'Confirmation token is required').max(200, 'Invalid or expired confirmation link'),
})
