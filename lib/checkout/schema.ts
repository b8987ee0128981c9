import { z } from 'zod'
import { CHECKOUT_MAX_LINES, CHECKOUT_MAX_QUANTITY } from '../constants'

/** One line of a checkout request: the payment price id and a whole quantity. The server decides the price. */
export const checkoutLineSchema = z.object({
  price_id: z.string().trim().min(1, 'Each line needs a price_id').max(200, 'price_id is too long'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(CHECKOUT_MAX_QUANTITY, `Quantity must be at most ${CHECKOUT_MAX_QUANTITY}`),
})

export const checkoutRequestSchema = z.object({
  lines: z
    .array(checkoutLineSchema)
    .min(1, 'Your cart is empty')
    .max(CHECKOUT_MAX_LINES, `A checkout can hold at most ${CHECKOUT_MAX_LINES} different products`),
  /**
   * The discount code the shopper typed (docs/product.md §20), any case. One that fits no promotion is refused with
   * `discount_invalid`, never as a malformed request.
   */
  discount_code: z.string().trim().max(64, 'discount_code is too long').optional(),
  /** One per checkout attempt, so a repeated request (double submit, retry) reuses the same payment session. */
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotency_key must be 16 to 64 letters, digits, _ or -')
    .optional(),
})

export type CheckoutLine = z.infer<typeof checkoutLineSchema>
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>
