import type { PublicConfig } from '../server/config'

declare global {
  namespace Vike {
    interface PageContext {
      /** Non-secret configuration the browser needs (see server/config.ts `publicConfig`). */
      publicConfig?: PublicConfig
    }
  }
}

export {}
