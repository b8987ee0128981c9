/**
 * The one spelling of a page's path (T4-5 of the third review, docs/security.md §3): percent-escapes of unreserved
 * characters decoded and the others in upper case (RFC 3986 §6.2.2), repeated slashes collapsed. `/%70roducts` is
 * `/products`; any other spelling is redirected to it before the page cache sees it, so made-up spellings of a page
 * can neither be stored as pages of their own nor evict the real ones.
 */

/** RFC 3986 §2.3: these never need an escape, so an escaped one is only another spelling. */
const UNRESERVED = /[A-Za-z0-9\-._~]/
const ESCAPE = /%([0-9A-Fa-f]{2})/g

/** The canonical spelling of a URL path (no query string). */
export function canonicalPath(pathname: string): string {
  const decoded = pathname.includes('%')
    ? pathname.replace(ESCAPE, (_escape, hex: string) => {
        const char = String.fromCharCode(parseInt(hex, 16))
        return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`
      })
    : pathname
  // `//%65vil.example` must not become a protocol-relative Location: every run of slashes is one.
  return decoded.replace(/\/{2,}/g, '/')
}

/**
 * Where a page request spelled otherwise should go (path and query), or undefined when it is spelled canonically.
 * Only paths with an escape are judged here: trailing and repeated slashes keep the router's own redirects.
 */
export function canonicalRedirect(url: string): string | undefined {
  const mark = url.indexOf('?')
  const pathname = mark === -1 ? url : url.slice(0, mark)
  if (!pathname.includes('%')) return undefined
  const canonical = canonicalPath(pathname)
  return canonical === pathname ? undefined : canonical + (mark === -1 ? '' : url.slice(mark))
}
