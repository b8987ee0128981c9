import type { Locale } from '@/lib/i18n/locale'
import type { ServerStyleSheet } from 'styled-components'
import type { PublicConfig } from '@/server/config'
import type { PageServices } from '@/server/services'

declare global {
  namespace Vike {
    interface Config {
      /** Keep this page in the server's page cache until content it read changes (server/page-cache). */
      pageCache?: boolean
    }
    interface PageContext {
      /** Non-secret configuration the browser needs (see server/config.ts `publicConfig`). */
      publicConfig?: PublicConfig
      /** The page's language, from its URL (`/ar/…` is Arabic; pages/+onBeforeRoute.ts). */
      locale: Locale
      /** The URL without its language prefix: what the routes and the page cache's per-page logic see. */
      urlLogical?: string
      /** Set only in draft preview (server/draft-mode): the page shows drafts and the draft bar. */
      draftMode?: { studioOrigin: string }
    }
    /** Server-only (see server/services.ts); undefined in the browser. */
    interface PageContextServer extends PageServices {
      /** The requester's address as Express sees it (TRUST_PROXY decides whether proxies are believed). */
      clientIp: string
      /** The render's styles, collected for the page's `<head>` (components/ui/serverStyles.tsx). */
      serverStyleSheet?: ServerStyleSheet
    }
  }
}

export {}
