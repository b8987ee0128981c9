/**
 * Every address the shop answers, in one table (docs/architecture.md §2.6): each page of `pages/` with who may open
 * it, how caches treat it and what robots do with it, then the server's own endpoints. The server derives from it
 * the metric labels (server/metrics/route-label.ts), the sitemap and robots.txt (server/catalogue/sitemap.ts) and the
 * secret-link handling below. Vike reads a page's settings from its folder (`+config.ts`, `+guard.client.ts`,
 * inherited by every page below), so tests/unit/route-table.test.ts walks `pages/` as Vike does and fails for a page
 * without an entry, an entry without a page, or a page whose folder disagrees with its entry: a signed-in page outside
 * `pages/(signed-in)/` (the guard and `ssr: false`), a caching or a secret-link setting that is not its entry's.
 */
import { DRAFT_MODE_PATHS } from './preview/paths'
import { splitLocale } from './i18n/locale'
import { FONTS_FOLDER } from './fonts'
import { apiRoutes, routePattern, routes, type Routes } from './routes'

/** Who may open a page. */
export type Access =
  /** Anyone. */
  | 'public'
  /**
   * A signed-in shopper; anyone else is sent to /login. The page lives in `pages/(signed-in)/`, whose guard runs in the
   * browser, where the token is (`ssr: false`).
   */
  | 'signedIn'
  /**
   * Whoever holds the link: the URL's last segment is a secret token from a mail, so the server keeps it out of its
   * log, sends the page `no-store` and without Stripe.js, and the page sends no Referer (docs/security/accounts.md M4).
   */
  | 'link'

/** How caches treat a page (docs/adr/0007-page-cache.md, docs/product.md §13.9). */
export type CachePolicy =
  /** Rendered at build time in both languages and served as a file (`prerender: true`). */
  | 'prerendered'
  /** Kept by the page cache until the content it read changes; browsers and CDNs revalidate (`public, no-cache`). */
  | 'shared'
  /** Rendered per request and never kept by the page cache (`pageCache: false`). */
  | 'perRequest'
  /** `Cache-Control: no-store`: no cache, ours included, keeps it (personal, or a secret in the URL). */
  | 'noStore'

/** What robots.txt and the sitemap say about a page, in every language. */
export type Robots = 'sitemap' | 'allow' | 'disallow'

/**
 * Who renders a page. `vike`: a folder of `pages/`, hydrated in the browser; Vike's client router carries its route in
 * every page's JavaScript. `server`: plain HTML from an Express route of the server's own, no folder in `pages/` and
 * no route in the browser, for a page that needs no client code (the tax invoice, server/orders/invoice-routes.ts);
 * it keeps every other rule of its entry (metric label, robots, secret link, caching).
 */
export type Renderer = 'vike' | 'server'

interface PageEntry {
  /** The route's parameter, as its folder names it (`pages/product/@slug`): the argument of its `routes` builder. */
  param?: string
  access: Access
  cache: CachePolicy
  robots: Robots
  /** `vike` unless said. */
  render?: Renderer
}

/** Every `routes` builder is a page; `productsPage` is `products` with a page number in the query. */
export type PageName = Exclude<keyof Routes, 'productsPage'>

// prettier-ignore
const PAGES = {
  home:               { access: 'public',   cache: 'shared',      robots: 'sitemap' },
  products:           { access: 'public',   cache: 'shared',      robots: 'sitemap' },
  // The sitemap lists each category and product (server/catalogue/sitemap.ts).
  category:           { access: 'public',   cache: 'shared',      robots: 'sitemap',  param: 'category' },
  product:            { access: 'public',   cache: 'shared',      robots: 'sitemap',  param: 'slug' },
  search:             { access: 'public',   cache: 'shared',      robots: 'allow' },
  ourStory:           { access: 'public',   cache: 'prerendered', robots: 'sitemap' },
  shippingReturns:    { access: 'public',   cache: 'prerendered', robots: 'sitemap' },
  terms:              { access: 'public',   cache: 'prerendered', robots: 'sitemap' },
  privacy:            { access: 'public',   cache: 'prerendered', robots: 'sitemap' },
  contact:            { access: 'public',   cache: 'shared',      robots: 'sitemap' },
  signup:             { access: 'public',   cache: 'shared',      robots: 'allow' },
  login:              { access: 'public',   cache: 'shared',      robots: 'allow' },
  forgotPassword:     { access: 'public',   cache: 'shared',      robots: 'allow' },
  // The bag lives in the browser: a stale copy would only confuse.
  cart:               { access: 'public',   cache: 'noStore',     robots: 'disallow' },
  // Per checkout session (the payment provider's answer).
  paymentSuccess:     { access: 'public',   cache: 'noStore',     robots: 'allow' },
  paymentError:       { access: 'public',   cache: 'shared',      robots: 'allow' },
  // The number in the mail's link is rendered into the form: one page per order number is not worth keeping.
  orderLookup:        { access: 'public',   cache: 'perRequest',  robots: 'disallow' },
  unsubscribed:       { access: 'public',   cache: 'shared',      robots: 'allow' },
  // Rendered in the browser only (pages/(signed-in)/), so the HTML is the same for everyone and may be kept.
  wishlist:           { access: 'signedIn', cache: 'shared',      robots: 'disallow' },
  account:            { access: 'signedIn', cache: 'shared',      robots: 'disallow' },
  settings:           { access: 'signedIn', cache: 'shared',      robots: 'disallow' },
  order:              { access: 'signedIn', cache: 'shared',      robots: 'disallow', param: 'id' },
  verify:             { access: 'link',     cache: 'noStore',     robots: 'allow',    param: 'token' },
  resetPassword:      { access: 'link',     cache: 'noStore',     robots: 'allow',    param: 'token' },
  newsletterConfirm:  { access: 'link',     cache: 'noStore',     robots: 'allow',    param: 'token' },
  // docs/product.md §2.22: opened from the new address's mailbox, signed in or not.
  confirmEmailChange: { access: 'link',     cache: 'noStore',     robots: 'disallow', param: 'token' },
  alertConfirm:       { access: 'link',     cache: 'noStore',     robots: 'allow',    param: 'token' },
  unsubscribe:        { access: 'link',     cache: 'noStore',     robots: 'allow',    param: 'token' },
  // docs/product.md §10.8: a tax invoice by its capability link; robots are also told not to index it (X-Robots-Tag).
  // Rendered by the server (no client code), so its route weighs nothing in the other pages' JavaScript.
  taxInvoice:         { access: 'link',     cache: 'noStore',     robots: 'disallow', param: 'token', render: 'server' },
} as const satisfies Record<PageName, PageEntry>

export interface PageRoute extends PageEntry {
  name: PageName
  render: Renderer
  /** The route as a pattern, `/product/:slug`: the page's metric label, and what a server router mounts. */
  pattern: string
  /** The pattern up to its parameter (`/product/`), or the whole path of a page without one. */
  prefix: string
  /**
   * Its folder, `pages/product/@slug` (`pages/index` for `/`; a signed-in page's under `pages/(signed-in)/`); for a
   * page the server renders, the folder it must not have (Vike would answer its URL instead).
   */
  folder: string
}

function pageRoute(name: PageName, entry: PageEntry): PageRoute {
  const route = routes[name] as string | ((param?: string) => string)
  const pattern = typeof route === 'string' ? route : entry.param ? routePattern(route, entry.param) : route()
  const group = entry.access === 'signedIn' ? '/(signed-in)' : ''
  const folder = `pages${group}${pattern === '/' ? '/index' : pattern.replace(/:(\w+)/g, '@$1')}`
  return { ...entry, name, render: entry.render ?? 'vike', pattern, prefix: pattern.split(':')[0]!, folder }
}

export const PAGE_ROUTES: readonly PageRoute[] = (Object.entries(PAGES) as Array<[PageName, PageEntry]>).map(
  ([name, entry]) => pageRoute(name, entry),
)

/** A path the server answers itself: exactly (`path`), or every path starting with `prefix` under one label. */
export type Endpoint = { path: string; robots?: Robots } | { prefix: string; label: string; robots?: Robots }

export const ENDPOINTS: readonly Endpoint[] = [
  ...['/robots.txt', '/sitemap.xml', '/favicon.svg', '/invoice-print.js', '/healthz', '/readyz', '/metrics'].map(
    (path) => ({ path }),
  ),
  ...Object.values(apiRoutes).map((path) => ({ path })),
  ...Object.values(DRAFT_MODE_PATHS).map((path) => ({ path })),
  { prefix: '/pay/', label: '/pay/:sessionId', robots: 'disallow' },
  { prefix: '/assets/', label: '/assets/*' },
  { prefix: `/${FONTS_FOLDER}/`, label: `/${FONTS_FOLDER}/*` },
  { prefix: '/content/images/', label: '/content/images/*' },
  { prefix: '/content/', label: '/content/*' },
  { prefix: '/api/stripe/', label: '/api/stripe/*' },
  { prefix: '/api/', label: '/api/*', robots: 'disallow' },
  { prefix: '/dev/', label: '/dev/*', robots: 'disallow' },
]

/**
 * Pages whose URL carries a secret (a mail link's token): the server keeps the token out of its log, sends them with
 * `no-store` and without Stripe.js (docs/security/accounts.md, M4).
 */
export const SECRET_LINK_PREFIXES: readonly string[] = PAGE_ROUTES.filter((route) => route.access === 'link').map(
  (route) => route.prefix,
)

/**
 * The path as the router understands it: percent-escapes decoded (`/%72eset-password/…` is routed like
 * `/reset-password/…`) and repeated slashes collapsed. A malformed escape leaves the path as it is.
 */
function routedPath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // Not valid percent-encoding: the router refuses it too, so the raw path is what it is.
  }
  // `/ar/reset-password/…` carries the same secret as `/reset-password/…`.
  return splitLocale(decoded.replace(/\/{2,}/g, '/')).path
}

export function isSecretLinkPath(pathname: string): boolean {
  const path = routedPath(pathname)
  return SECRET_LINK_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** The path with a secret link's token (and anything after it) replaced, for logs; a preview secret likewise. */
export function redactSecretLink(url: string): string {
  const prefix = SECRET_LINK_PREFIXES.find((p) => routedPath(url).startsWith(p))
  // The Presentation tool's preview secret (draft mode's enable route) is a secret in a query string.
  return prefix ? `${prefix}[redacted]` : url.replace(/([?&]sanity-preview-secret=)[^&#]*/g, '$1[redacted]')
}
