import { z } from 'zod'
import { emailField } from './fields'
import { text } from './text'

export const newsletterSchema = z.object({ email: emailField })
export type NewsletterInput = z.infer<typeof newsletterSchema>

/** The token of a newsletter confirmation link (docs/product.md §12.2); only the server checks it. */
export const newsletterConfirmSchema = z.object({
  token: z.string().min(1, text('link.confirmationTokenRequired')).max(200, text('link.invalidConfirmationLink')),
})
