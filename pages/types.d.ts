import type { PublicConfig } from '@/server/config'
import type { PageServices } from '@/server/services'

declare global {
  namespace Vike {
    interface PageContext {
      /** Non-secret configuration the browser needs (see server/config.ts `publicConfig`). */
      publicConfig?: PublicConfig
    }
    /** Server-only (see server/services.ts); undefined in the browser. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface PageContextServer extends PageServices {}
  }
}

export {}
