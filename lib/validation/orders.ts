import { z } from 'zod'
import { emailField } from './fields'

/** docs/product.md §17.3: what the order lookup says under its fields. */
export const orderLookupMessages = {
  number: 'Enter the 10-character order number from your confirmation e-mail',
} as const

/** The order number as the confirmation mail prints it: 10 characters 0–9 and A–F; `#`, spaces and case forgiven. */
export const orderNumberField = z
  .string()
  .transform((v) => v.replace(/[\s#]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-F]{10}$/, orderLookupMessages.number))

export const orderLookupSchema = z.object({ number: orderNumberField, email: emailField })
export type OrderLookupInput = z.input<typeof orderLookupSchema>
