import vikeReact from 'vike-react/config'
import vikeReactRedux from 'vike-react-redux/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact, vikeReactRedux],
  // styled-components' server styles: pages/+onBeforeRenderHtml.ts, +Wrapper.tsx, +onAfterRenderHtml.ts.
  // The default title and description are in the page's language: pages/+title.ts, pages/+description.ts.
  // `lang` and `dir` follow the page's language: pages/+lang.ts, pages/+htmlAttributes.ts.
  passToClient: ['publicConfig', 'locale', 'draftMode'],
  // Only pages that ask for it are prerendered (the static pages); the rest render per request.
  prerender: { partial: true, enable: null, keepDistServer: true },
  // Nothing user-specific is rendered on the server and built pages carry no nonce, so a browser or a CDN may keep
  // a copy, asking again each time (a cached page answers 304 while its content is unchanged). 5xx pages are never
  // cached (Vike). Pages that depend on more than their URL and the content say otherwise in their +config.
  cacheControl: 'public, no-cache',
  // Vite's dev server alone needs a nonce; the server passes it then (server/ssr.ts).
  csp: { nonce: false },
  // The server's page cache (server/page-cache, docs/adr/0007-page-cache.md) keeps a page until content it read changes.
  meta: { pageCache: { env: { server: true } } },
  pageCache: true,
} satisfies Config
