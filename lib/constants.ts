/**
 * Every business number and storage key of the specification (§9), by the name the spec gives it.
 * Both the browser and the server import from here; nothing else in the shop hard-codes these values. The Studio
 * (a separate build that does not import the shop's code) repeats three: its title, its API version and the Orders
 * tool's currency (studio/sanity.config.ts, studio/schemaTypes/priceId.ts, studio/tools/orders/format.ts).
 */

export const SHOP_NAME = 'Noor & Thread'
export const CURRENCY = 'AUD'
export const LANGUAGE = 'en-US'
export const PAYMENT_MODE = 'payment'
export const CART_MODE = 'client-only'
export const BILLING_ADDRESS_COLLECTION = true
export const SHOULD_PERSIST_CART = true
export const DEFAULT_ADD_COUNT = 1

export const PRODUCTS_PER_PAGE = 12
export const PAGE_SWITCH_DELAY_MS = 300

export const ADD_TO_CART_DELAY_MS = 2000
export const ADD_TO_WISHLIST_DELAY_MS = 1000
export const PRODUCT_TOAST_DURATION_MS = 2000

export const TOAST_DURATION_MS = 5000
/** In a left-to-right page; a right-to-left one swipes the other way (components/ui/ToastList.tsx). */
export const TOAST_SWIPE_DIRECTION = 'right'
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_VIEWPORT_HOTKEY = ['F8']
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export const FORM_SUCCESS_DELAY_MS = 2000
export const WISHLIST_REDIRECT_DELAY_MS = 2000
export const VERIFY_REDIRECT_DELAY_MS = 2000
export const LOGIN_REDIRECT_DELAY_MS = 2000

export const MIN_TEXT_LENGTH = 3
export const MIN_PASSWORD_LENGTH = 8
export const CART_QUANTITY_MIN = 0

export const PERSIST_KEY = 'root'
export const PERSIST_VERSION = 1
export const PERSIST_KEY_PREFIX = 'persist:'
export const PERSIST_TIMEOUT_MS = 5000
/** Only these cart fields reach localStorage `persist:root`. */
export const PERSISTED_CART_FIELDS = ['cartCount', 'totalPrice', 'formattedTotalPrice', 'cartDetails'] as const

export const SESSION_TOKEN_KEY = 'id_token'
export const WISHLIST_STORAGE_KEY = 'wishlist'
/** The sign-up's claim secret (docs/product.md §17.1): kept from sign-up until its verification link is opened. */
export const SIGNUP_PROOF_STORAGE_KEY = 'signup_proof'

export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300
/** A hover-opened bag stays this long after the pointer leaves the button and the panel (docs/product.md §2.5). */
export const BAG_FLYOUT_CLOSE_DELAY_MS = 300
/** A click this soon after the bag closed, or a hover this soon after it closed, is not a new intent. */
export const BAG_BUTTON_GRACE_MS = 600
export const HAMBURGER_SIZE = 24

export const THUMBNAIL_SIZE = 200
/** Below 768 px wide the gallery's thumbnails are drawn at 96×96: three fit a phone's width (docs/product.md §2.8). */
export const THUMBNAIL_SIZE_PHONE = 96
export const LARGE_IMAGE_SIZE = 500

/** GROQ slices: `[10...14]` is positions 10 to 13, `[14...19]` is 14 to 18. */
export const NEWEST_SLICE = { start: 10, end: 14 } as const
export const FEATURED_SLICE = { start: 14, end: 19 } as const

export const SHIPPING_BUSINESS_DAYS = '1-2'
/**
 * The one shipping rule (docs/product.md §10.2): a flat rate within Australia, free from a subtotal. Cart, checkout
 * (charged as Stripe's shipping option or the test payment page's shipping line) and Shipping & Returns all read it.
 */
export const SHIPPING_FLAT_RATE_CENTS = 995
export const FREE_SHIPPING_THRESHOLD_CENTS = 15000
/** Days from shipping in which a return may be asked for online (docs/product.md §17.5); Shipping & Returns says it. */
export const RETURN_WINDOW_DAYS = 30
/**
 * Where returned parcels go outside production when RETURNS_ADDRESS is unset (the approval mail prints it;
 * docs/product.md §17.5, docs/operations.md). A placeholder: production refuses to start with it (server/config.ts).
 */
export const PLACEHOLDER_RETURNS_ADDRESS = 'Noor & Thread Returns, PO Box 0000, Melbourne VIC 3000'
export const MINIMUM_USER_AGE = 13
export const PRIVACY_POLICY_DATE = 'February 12, 2024'
/**
 * The copyright line's year: the year the page is rendered in (docs/product.md §2.6; the brief fixed 2024, which went
 * stale, issue 36). `now` is for tests.
 */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear()
}

export const SANITY_API_VERSION = '2022-03-07'
export const SANITY_DATASET = 'production'

export const CATEGORIES = [
  { slug: 'women', title: 'Women' },
  { slug: 'men', title: 'Men' },
  { slug: 'accessories', title: 'Accessories' },
] as const
export type CategorySlug = (typeof CATEGORIES)[number]['slug']

/** Checkout limits enforced by the server (issue: cart and payments). */
export const CHECKOUT_MAX_LINES = 50
export const CHECKOUT_MAX_QUANTITY = 99
export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000

/** Account token lifetimes. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
/** How long a newsletter confirmation link works (docs/product.md §12.2). */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const SESSION_JWT_TTL = '7d'

export const CONTACT_MESSAGE_MAX_LENGTH = 5000

/** Suggestions wait this long after the last keystroke, so typing a word sends one request (docs/product.md §15). */
export const SEARCH_DEBOUNCE_MS = 200

/** A chosen size or colour with this many units or fewer left says so (docs/product.md §16). */
export const LOW_STOCK_THRESHOLD = 3

/** How long the link of an e-mail change works (docs/product.md §4.4). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000
/** A back-in-stock alert is dropped this long after it was asked for, sent or not (docs/product.md §16.5). */
export const STOCK_ALERT_TTL_MS = 90 * 24 * 60 * 60 * 1000
/** How long an alert's double opt-in link works (as the newsletter's). */
export const STOCK_ALERT_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000
