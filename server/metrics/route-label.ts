/**
 * The route a request belongs to, as a metric label: a fixed, small set of values whatever the URL (a label per
 * product slug, token or query string would make every series unbounded). Every page and endpoint of the route table
 * (lib/route-table.ts) has its own; unknown paths are `other`.
 */
import { splitLocale } from '@/lib/i18n/locale'
import { ENDPOINTS, PAGE_ROUTES } from '@/lib/route-table'

/** Pages without a parameter and exact endpoints: the path is the label. */
const EXACT = new Set<string>([
  ...PAGE_ROUTES.filter((route) => route.prefix === route.pattern).map((route) => route.pattern),
  ...ENDPOINTS.flatMap((endpoint) => ('path' in endpoint ? [endpoint.path] : [])),
])

/** Path prefixes whose rest is an id, a slug, a token or a file, longest first: the prefix alone names the route. */
const PREFIXES: ReadonlyArray<readonly [prefix: string, label: string]> = [
  ...PAGE_ROUTES.filter((route) => route.prefix !== route.pattern).map(
    (route) => [route.prefix, route.pattern] as const,
  ),
  ...ENDPOINTS.flatMap((endpoint) => ('prefix' in endpoint ? [[endpoint.prefix, endpoint.label] as const] : [])),
].sort(([a], [b]) => b.length - a.length)

export function routeLabel(pathname: string): string {
  // Vike's client navigation fetches a page's data as <page>/index.pageContext.json: the same route. A page in
  // Arabic (`/ar/cart`) is the same route as in English.
  const path = splitLocale(
    pathname.endsWith('/index.pageContext.json')
      ? pathname.slice(0, -'/index.pageContext.json'.length) || '/'
      : pathname,
  ).path
  if (EXACT.has(path)) return path
  return PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'other'
}
