import type { Config } from 'vike/types'

export default {
  // The sizes left come from paid orders in the database, not from the content alone (docs/product.md §16), so a
  // cached copy would keep showing a size as available after it sold out: rendered per request.
  pageCache: false,
} satisfies Config
