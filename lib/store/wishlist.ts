import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { z } from 'zod/mini'
import { WISHLIST_STORAGE_KEY } from '../constants'

/** A wishlist item (docs/product.md §3), keyed by price_id. `price` is the content price in dollars. */
export const wishlistItemSchema = z.object({
  name: z.string(),
  description: z._default(z.string(), ''),
  price: z.number().check(z.nonnegative()),
  currency: z._default(z.string(), 'AUD'),
  slug: z.string(),
  imageUrl: z._default(z.string(), ''),
  price_id: z.string().check(z.minLength(1)),
  /** The product comes in sizes or colours: it goes into the bag from its page, where one is chosen (§16). */
  requiresOptions: z.optional(z.boolean()),
})
export type WishlistItem = z.infer<typeof wishlistItemSchema>

export interface WishlistState {
  items: WishlistItem[]
  /** False until localStorage has been read in the browser. */
  restored: boolean
}

export const initialWishlistState: WishlistState = { items: [], restored: false }

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    wishlistRestored(state, action: PayloadAction<WishlistItem[]>) {
      state.items = action.payload
      state.restored = true
    },
    addToWishlist(state, action: PayloadAction<WishlistItem>) {
      if (!state.items.some((item) => item.price_id === action.payload.price_id)) state.items.push(action.payload)
    },
    removeFromWishlist(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.price_id !== action.payload)
    },
    clearWishlist(state) {
      state.items = []
    },
  },
})

export const wishlistActions = wishlistSlice.actions
export const wishlistReducer = wishlistSlice.reducer

/** Reads localStorage `wishlist`, keeping only well-formed items; anything else is ignored with a warning. */
export function readStoredWishlist(storage: globalThis.Storage | undefined = globalThis.localStorage): WishlistItem[] {
  let raw: string | null = null
  try {
    raw = storage?.getItem(WISHLIST_STORAGE_KEY) ?? null
  } catch {
    return []
  }
  if (!raw) return []
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(raw))
    const items = parsed.flatMap((candidate) => {
      const item = wishlistItemSchema.safeParse(candidate)
      return item.success ? [item.data] : []
    })
    if (items.length !== parsed.length) console.warn('Some saved wishlist items were not valid and were ignored.')
    return items.filter((item, index) => items.findIndex((other) => other.price_id === item.price_id) === index)
  } catch {
    console.warn('Ignoring the saved wishlist in localStorage: it is not valid saved data.')
    return []
  }
}
