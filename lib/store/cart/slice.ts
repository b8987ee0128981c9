import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import {
  BILLING_ADDRESS_COLLECTION,
  CART_MODE,
  CURRENCY,
  DEFAULT_ADD_COUNT,
  LANGUAGE,
  PAYMENT_MODE,
  SHOULD_PERSIST_CART,
} from '@/lib/constants'
import { formatCurrencyString } from '@/lib/money'
import { buildEntry, entryId } from './entry'
import type { CartDetails, CartEntry, CartProduct, CartState, EntryOptions } from './types'

export const initialCartState: CartState = {
  cartMode: CART_MODE,
  mode: PAYMENT_MODE,
  currency: CURRENCY,
  language: LANGUAGE,
  lastClicked: '',
  shouldDisplayCart: false,
  displayAsFlyout: false,
  cartCount: 0,
  totalPrice: 0,
  formattedTotalPrice: formatCurrencyString(0),
  cartDetails: {},
  stripe: '',
  shouldPersist: SHOULD_PERSIST_CART,
}

/** Billing address collection is always required by this shop (docs/product.md §9). */
export const billingAddressCollection = BILLING_ADDRESS_COLLECTION ? 'required' : 'auto'

/** The line with this id; own properties only, so ids like 'toString' are never mistaken for lines. */
function line(state: CartState, id: string): CartEntry | undefined {
  return Object.hasOwn(state.cartDetails, id) ? state.cartDetails[id] : undefined
}

function money(state: CartState) {
  return { currency: state.currency, language: state.language }
}

function refreshTotal(state: CartState) {
  state.formattedTotalPrice = formatCurrencyString(state.totalPrice, state.currency, state.language)
}

function create(state: CartState, product: CartProduct & { id: string }, count: number, options: EntryOptions) {
  const entry = buildEntry(product, count, options, money(state))
  state.cartDetails[product.id] = entry
  state.totalPrice += entry.value
  state.cartCount += count
  refreshTotal(state)
}

function remove(state: CartState, id: string) {
  const entry = line(state, id)
  if (!entry) return
  state.totalPrice -= entry.value
  state.cartCount -= entry.quantity
  delete state.cartDetails[id]
  refreshTotal(state)
}

/** Adds `count` to an existing line (negative to take away); at 0 or below the line is removed. */
function update(state: CartState, id: string, count: number, options: EntryOptions = {}) {
  const entry = line(state, id)
  if (!entry) return
  const quantity = entry.quantity + count
  if (quantity <= 0) {
    remove(state, id)
    return
  }
  state.cartDetails[id] = buildEntry(entry, quantity, options, money(state), entry.formattedPrice)
  state.totalPrice += entry.price * count
  state.cartCount += count
  refreshTotal(state)
}

function countOf(options: EntryOptions | undefined): number {
  return typeof options?.count === 'number' ? options.count : DEFAULT_ADD_COUNT
}

/**
 * The cart, with use-shopping-cart's semantics (docs/product.md §4). Input validation (non-number counts, unknown ids,
 * negative quantities) happens in `cartGuard` before an action reaches these reducers; the reducers still
 * refuse to corrupt state if called directly.
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addItem: {
      reducer(state, action: PayloadAction<{ product: CartProduct & { id: string }; options: EntryOptions }>) {
        const { product, options } = action.payload
        const count = countOf(options)
        if (line(state, product.id)) update(state, product.id, count, options)
        else if (count > 0) create(state, product, count, options)
      },
      prepare(product: CartProduct, options: EntryOptions = {}) {
        // A missing, 0 or NaN count means the default, as in use-shopping-cart; any other non-number is refused by the guard.
        const count =
          options.count === undefined || options.count === 0 || Number.isNaN(options.count)
            ? DEFAULT_ADD_COUNT
            : options.count
        return {
          payload: {
            product: { ...product, id: entryId(product) },
            options: {
              ...options,
              count,
              price_metadata: options.price_metadata ?? {},
              product_metadata: options.product_metadata ?? {},
            },
          },
        }
      },
    },
    incrementItem: {
      reducer(state, action: PayloadAction<{ id: string; options: EntryOptions }>) {
        update(state, action.payload.id, countOf(action.payload.options), action.payload.options)
      },
      prepare(id: string, options: EntryOptions = { count: DEFAULT_ADD_COUNT }) {
        return { payload: { id, options } }
      },
    },
    decrementItem: {
      reducer(state, action: PayloadAction<{ id: string; options: EntryOptions }>) {
        update(state, action.payload.id, -countOf(action.payload.options), action.payload.options)
      },
      prepare(id: string, options: EntryOptions = { count: DEFAULT_ADD_COUNT }) {
        return { payload: { id, options } }
      },
    },
    /** Applied as a delta from the current quantity; 0 removes the line; negative or unknown ids change nothing. */
    setItemQuantity: {
      reducer(state, action: PayloadAction<{ id: string; quantity: number }>) {
        const { id, quantity } = action.payload
        const entry = line(state, id)
        if (!entry || typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0) return
        if (quantity === 0) remove(state, id)
        else update(state, id, quantity - entry.quantity)
      },
      prepare(id: string, quantity: number) {
        return { payload: { id, quantity } }
      },
    },
    removeItem: {
      reducer(state, action: PayloadAction<{ id: string }>) {
        remove(state, action.payload.id)
      },
      prepare(id: string) {
        return { payload: { id } }
      },
    },
    clearCart(state) {
      state.cartCount = 0
      state.totalPrice = 0
      state.cartDetails = {}
      refreshTotal(state)
    },
    /** Replace (`shouldMerge` false) or merge lines; totals are recomputed from the lines so a merge never double-counts. */
    loadCart: {
      reducer(state, action: PayloadAction<{ cartDetails: CartDetails; shouldMerge: boolean }>) {
        const { cartDetails, shouldMerge } = action.payload
        if (!shouldMerge) state.cartDetails = {}
        for (const incoming of Object.values(cartDetails)) {
          const { quantity, ...product } = incoming
          if (!(quantity > 0)) continue
          state.cartDetails[incoming.id] = buildEntry(
            { ...product, id: incoming.id },
            quantity,
            { price_metadata: incoming.price_data ?? {}, product_metadata: incoming.product_data ?? {} },
            money(state),
          )
        }
        const lines = Object.values(state.cartDetails)
        state.cartCount = lines.reduce((sum, line) => sum + line.quantity, 0)
        state.totalPrice = lines.reduce((sum, line) => sum + line.value, 0)
        refreshTotal(state)
      },
      // Annotated: inside createSlice a bare default would take the `any` of the contextual signature.
      prepare(cartDetails: CartDetails, shouldMerge: boolean = true) {
        return { payload: { cartDetails, shouldMerge } }
      },
    },
    /** Hovering the header's cart button opens the cart as a flyout; an open cart stays as it is. */
    handleCartHover(state) {
      if (!state.shouldDisplayCart) state.displayAsFlyout = true
      state.shouldDisplayCart = true
    },
    /** A click or key on the cart button: a flyout becomes the dialog, else the dialog opens or closes. */
    handleCartClick(state) {
      if (!(state.shouldDisplayCart && state.displayAsFlyout)) state.shouldDisplayCart = !state.shouldDisplayCart
      state.displayAsFlyout = false
    },
    /** A button that shows the cart (View In Bag): the dialog, open. */
    openCart(state) {
      state.shouldDisplayCart = true
      state.displayAsFlyout = false
    },
    handleCloseCart(state) {
      state.shouldDisplayCart = false
      state.displayAsFlyout = false
    },
    storeLastClicked(state, action: PayloadAction<string>) {
      state.lastClicked = action.payload
    },
    changeStripeKey(state, action: PayloadAction<string>) {
      state.stripe = action.payload
    },
  },
})

export const cartActions = cartSlice.actions
export const cartReducer = cartSlice.reducer

/** Line value in cents. */
export function lineValue(entry: Pick<CartEntry, 'price' | 'quantity'>): number {
  return entry.price * entry.quantity
}
