import type { Config } from 'vike/types'

export default {
  // Only the browser knows whether someone is logged in (the token lives in localStorage), as for /account.
  ssr: false,
} satisfies Config
