/**
 * The route a request belongs to, as a metric label: a fixed, small set of values whatever the URL (a label per
 * product slug, token or query string would make every series unbounded). Unknown paths are `other`.
 */
import { splitLocale } from '@/lib/i18n/locale'
import { apiRoutes, routePattern, routes, SECRET_LINK_PREFIXES } from '@/lib/routes'

const STATIC_PAGES = new Set<string>([
  routes.home,
  routes.signup,
  routes.login,
  routes.products,
  routes.cart,
  routes.paymentSuccess,
  routes.paymentError,
  routes.contact,
  routes.wishlist,
  routes.forgotPassword,
  routes.ourStory,
  routes.shippingReturns,
  routes.terms,
  routes.privacy,
  routes.account,
  routes.search(),
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.svg',
  '/healthz',
  '/readyz',
  '/metrics',
  ...Object.values(apiRoutes),
])

/** Path prefixes whose rest is an id, a slug, a token or a file: the prefix alone names the route. */
const PREFIXES: ReadonlyArray<readonly [prefix: string, label: string]> = [
  [routes.product(''), routePattern(routes.product, 'slug')],
  [routes.category(''), routePattern(routes.category, 'category')],
  [routes.order(''), routePattern(routes.order, 'id')],
  ['/pay/', '/pay/:sessionId'],
  ['/assets/', '/assets/*'],
  ['/content/images/', '/content/images/*'],
  ['/content/', '/content/*'],
  ['/api/stripe/', '/api/stripe/*'],
  ['/api/', '/api/*'],
  ['/dev/mail', '/dev/mail'],
  ...SECRET_LINK_PREFIXES.map((prefix) => [prefix, `${prefix}:token`] as const),
]

export function routeLabel(pathname: string): string {
  // Vike's client navigation fetches a page's data as <page>/index.pageContext.json: the same route. A page in
  // Arabic (`/ar/cart`) is the same route as in English.
  const path = splitLocale(
    pathname.endsWith('/index.pageContext.json')
      ? pathname.slice(0, -'/index.pageContext.json'.length) || '/'
      : pathname,
  ).path
  if (STATIC_PAGES.has(path)) return path
  return PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'other'
}
