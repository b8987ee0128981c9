import { z } from 'zod'
import { fieldsIn, perLocale } from './fields'

/**
 * docs/product.md §17.3: the order lookup. The number as the confirmation mail prints it: 10 characters 0–9 and
 * A–F; `#`, spaces and case forgiven.
 */
export const orderLookupSchemaIn = perLocale((m, locale) =>
  z.object({
    number: z
      .string()
      .transform((v) => v.replace(/[\s#]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[0-9A-F]{10}$/, m.orderNumber)),
    email: fieldsIn(locale).emailField,
  }),
)
export const orderLookupSchema = orderLookupSchemaIn('en')
export type OrderLookupInput = z.input<typeof orderLookupSchema>
