// Declaration merging with @types/express: what this app keeps on `res.locals`, typed once.
declare global {
  namespace Express {
    interface Locals {
      /** Development only: set by `cspNonce()` (server/security.ts) for Vite's inline scripts; unset for a built shop. */
      cspNonce?: string
    }
  }
}

export {}
