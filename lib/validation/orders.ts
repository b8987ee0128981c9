import { z } from 'zod'
import { emailField } from './fields'
import { text } from './text'

/**
 * docs/product.md §17.3: the order lookup. The number as the confirmation mail prints it: 10 characters 0–9 and
 * A–F; `#`, spaces and case forgiven.
 */
export const orderLookupSchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s#]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[0-9A-F]{10}$/, text('orderNumber'))),
  email: emailField,
})
export type OrderLookupInput = z.input<typeof orderLookupSchema>
