import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { WishlistItem } from './wishlistStorage'

export type { WishlistItem }

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
