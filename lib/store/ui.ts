import { createSlice } from '@reduxjs/toolkit'
import { cartActions } from './cart/slice'

/** Page chrome that is not part of the cart (the bag panel's open state lives in cart.shouldDisplayCart, docs/product.md §3). */
export interface UiState {
  menuOpen: boolean
  /**
   * How the open bag is shown (docs/product.md §2.5): a non-modal flyout when hovering opened it, the modal dialog
   * when a click, a key or a button did. Closing the bag always returns to the dialog.
   */
  bagFlyout: boolean
}

export const initialUiState: UiState = { menuOpen: false, bagFlyout: false }

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
    bagShownAsFlyout(state) {
      state.bagFlyout = true
    },
    bagShownAsDialog(state) {
      state.bagFlyout = false
    },
  },
  extraReducers: (builder) => {
    builder.addCase(cartActions.handleCloseCart, (state) => {
      state.bagFlyout = false
    })
  },
})

export const uiActions = uiSlice.actions
export const uiReducer = uiSlice.reducer
