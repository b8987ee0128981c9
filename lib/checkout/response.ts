import { z } from 'zod/mini'

/** POST /api/checkout's answer: the payment page to go to. */
export const checkoutResponseSchema = z.object({ url: z.string().check(z.minLength(1)) })
