/** zod's mini build: the store runs on every page, so its checks should cost the browser little. */
import { z } from 'zod/mini'

/** A product as it is handed to the cart (docs/product.md §3). Prices are minor units (cents). */
export const cartProductSchema = z.looseObject({
  id: z.optional(z.string()),
  price_id: z.optional(z.string()),
  sku_id: z.optional(z.string()),
  sku: z.optional(z.string()),
  name: z.string(),
  price: z.number(),
  description: z.optional(z.string()),
  image: z.optional(z.string()),
  /** `image` at other widths (width descriptors); absent on lines saved before it existed, which show `image` alone. */
  imageSrcSet: z.optional(z.string()),
  currency: z.optional(z.string()),
  slug: z.optional(z.string()),
  /** The content product a line belongs to (the line id is the price id: docs/product.md §16). */
  product_id: z.optional(z.string()),
  /** The chosen variant's options; absent for a product sold in one version. */
  size: z.optional(z.string()),
  colour: z.optional(z.string()),
  price_data: z.optional(z.record(z.string(), z.unknown())),
  product_data: z.optional(z.record(z.string(), z.unknown())),
})

export type CartProduct = z.infer<typeof cartProductSchema>

/** A cart line: the product's fields plus what the cart computes (docs/product.md §3 "Cart line"). */
export const cartEntrySchema = z.extend(cartProductSchema, {
  id: z.string(),
  quantity: z.number(),
  value: z.number(),
  timestamp: z.string(),
  price_data: z.record(z.string(), z.unknown()),
  product_data: z.record(z.string(), z.unknown()),
  formattedValue: z.string(),
  formattedPrice: z.string(),
})

export type CartEntry = z.infer<typeof cartEntrySchema>
export type CartDetails = Record<string, CartEntry>

export interface EntryOptions {
  count?: unknown
  price_metadata?: Record<string, unknown>
  product_metadata?: Record<string, unknown>
}

export type CartMode = 'client-only' | 'checkout-session'

export interface CartState {
  cartMode: CartMode
  mode: 'payment'
  currency: string
  language: string
  lastClicked: string
  shouldDisplayCart: boolean
  /**
   * How the open cart panel is shown (docs/product.md §2.5): a non-modal flyout when hovering opened it, the modal
   * dialog when a click, a key or a button did. Not saved with the cart.
   */
  displayAsFlyout: boolean
  cartCount: number
  totalPrice: number
  formattedTotalPrice: string
  cartDetails: CartDetails
  /** The payment provider's publishable key (docs/product.md §3); empty when none is configured. */
  stripe: string
  shouldPersist: boolean
}
