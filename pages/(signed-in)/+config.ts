import type { Config } from 'vike/types'

// `(signed-in)` is a route group: Vike leaves the parenthesised folder out of the URL (`/account`, `/wishlist`) but
// applies this config and +guard.client.ts to every page below it.
export default {
  // Only the browser knows whether someone is signed in (the token lives in localStorage), so the guard runs there.
  ssr: false,
} satisfies Config
