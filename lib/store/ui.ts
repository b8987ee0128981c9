import { createSlice } from '@reduxjs/toolkit'

/** Page chrome that is not part of the cart (the cart panel's state lives in the cart slice, docs/product.md §3). */
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
