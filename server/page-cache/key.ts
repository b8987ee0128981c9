/**
 * Which cache entry a URL is (N8 of the second security review, docs/security.md §3): the query string is
 * normalised before keying, so URLs an attacker makes up cannot multiply entries.
 *
 * - Only the parameters a page reads are kept, sorted by name (each name's values in their given order).
 * - Pages that ignore their query (`/`, text pages) and product pages drop every other parameter (`utm_*`, `fbclid`):
 *   `/?utm_source=x` is the cached `/`.
 * - Lists (`/products`, category pages, `/search`) redirect any other query to their canonical URL
 *   (lib/catalogue/listingPage.ts): a URL with an unknown parameter is rendered (a redirect) and never stored.
 * - `/search` is cached only for a normalised `q` (trimmed, lower case, single spaces): `q=Abaya%20` is rendered
 *   per request and not stored, so letter case and spacing cannot make copies of one search.
 * - A key is at most MAX_KEY_CHARS long; a longer one is not cached.
 * - Only a canonical path is a key (`/%70roducts` is redirected to `/products`, server/page-cache/canonical-path.ts):
 *   made-up spellings of a page are never stored (T4-5 of the third review).
 * - A page in another language (`/ar/search?q=…`) keeps its prefix in the key, so it is its own entry, and reads the
 *   parameters of the same page in English (lib/i18n/locale.ts `splitLocale`).
 *
 * What remains possible, made-up values of parameters pages do read (`?q=`, `?size=`), is bounded by the stores:
 * pages with a query string have their own small share of the cache, so they never evict plain pages
 * (server/page-cache/store.ts).
 */
import { splitLocale } from '@/lib/i18n/locale'
import { canonicalPath } from './canonical-path'

const LISTING_PARAMS = ['category', 'colour', 'max', 'min', 'page', 'size', 'sort']
const MAX_KEY_CHARS = 512

interface RouteParams {
  known: readonly string[]
  /** The page redirects a URL with other parameters to its canonical one: such a URL is not cached. */
  strict: boolean
}

/** Vike's client navigation asks for `<page>/index.pageContext.json` with the page's own query string. */
const PAGE_CONTEXT_SUFFIX = /\/index\.pageContext\.json$/

function paramsOf(requested: string): RouteParams {
  // `/ar/products` reads the same parameters as `/products`; the language stays in the key (the path).
  const pathname = splitLocale(requested.replace(PAGE_CONTEXT_SUFFIX, '') || '/').path
  if (pathname === '/products' || /^\/category\/[^/]+$/.test(pathname)) return { known: LISTING_PARAMS, strict: true }
  if (pathname === '/search') return { known: [...LISTING_PARAMS, 'q'], strict: true }
  if (/^\/product\/[^/]+$/.test(pathname)) return { known: ['colour', 'size'], strict: false }
  return { known: [], strict: false }
}

/** A search term as the cache keeps it. */
export const normaliseSearchTerm = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * The page-cache key of a request URL (path and query as requested, e.g. `req.originalUrl`), or `undefined` when
 * such a URL is rendered per request and never stored.
 */
export function pageCacheKey(url: string): string | undefined {
  const mark = url.indexOf('?')
  const pathname = mark === -1 ? url : url.slice(0, mark)
  if (pathname.length > MAX_KEY_CHARS) return undefined
  if (pathname.includes('%') && canonicalPath(pathname) !== pathname) return undefined
  if (mark === -1 || mark === url.length - 1) return pathname
  const { known, strict } = paramsOf(pathname)
  let search: URLSearchParams
  try {
    search = new URLSearchParams(url.slice(mark + 1))
  } catch {
    return undefined
  }
  const kept: Array<[string, string]> = []
  for (const [name, value] of search) {
    if (!known.includes(name)) {
      if (strict) return undefined
      continue
    }
    if (name === 'q' && value !== normaliseSearchTerm(value)) return undefined
    kept.push([name, value])
  }
  if (kept.length === 0) return pathname
  // A stable sort: each name's values keep their order (a list's filters are shown in it).
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const key = `${pathname}?${new URLSearchParams(kept).toString()}`
  return key.length > MAX_KEY_CHARS ? undefined : key
}

/** Whether a key names a page with a query string (the stores' smaller share). */
export const hasQuery = (key: string) => key.includes('?')
