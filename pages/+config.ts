import vikeReact from 'vike-react/config'
import vikeReactRedux from 'vike-react-redux/config'
import vikeReactStyledComponents from 'vike-react-styled-components/config'
import type { Config } from 'vike/types'
import { SHOP_NAME } from '@/lib/constants'

export default {
  extends: [vikeReact, vikeReactRedux, vikeReactStyledComponents],
  title: `${SHOP_NAME} — Modest clothing and accessories`,
  description:
    'Hijabs, abayas, thobes and prayer essentials, made with care and shipped across Australia in 1-2 business days.',
  lang: 'en-AU',
  passToClient: ['publicConfig'],
  // Only pages that ask for it are prerendered (the static pages); the rest render per request.
  prerender: { partial: true, enable: null, keepDistServer: true },
  // Every response carries its own CSP nonce, so no shared cache may keep the HTML (a cached copy would hand one
  // nonce to everyone); browsers keep a private copy and revalidate. 5xx pages are never cached (Vike).
  cacheControl: 'private, no-cache',
  // The server passes a per-request nonce (server/ssr.ts) that the CSP header names.
  csp: { nonce: false },
} satisfies Config
