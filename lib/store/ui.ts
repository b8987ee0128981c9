import { createSlice } from '@reduxjs/toolkit'

/** Page chrome that is not part of the cart (the bag panel's open state lives in cart.shouldDisplayCart, docs/product.md §3). */
export interface UiState {
  menuOpen: boolean
}

export const initialUiState: UiState = { menuOpen: false }

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    toggleMenu(state) {
      state.menuOpen = !state.menuOpen
    },
    closeMenu(state) {
      state.menuOpen = false
    },
  },
})

export const uiActions = uiSlice.actions
export const uiReducer = uiSlice.reducer
