import { redirect } from 'vike/abort'
import type { PageContextClient } from 'vike/types'
import { routesIn } from '@/lib/routes'
import { isTokenExpired, readStoredToken } from '@/lib/store/session'

/**
 * The signed-in pages (`signedIn` in lib/route-table.ts: the account, its orders and settings, the wishlist;
 * docs/product.md §6, §17) all live in this folder, and Vike runs a folder's guard for every page below it. Without a
 * live token (an expired one counts as none) the shopper goes to /login in the page's language.
 */
export default function guard(pageContext: PageContextClient) {
  const token = readStoredToken()
  if (!token || isTokenExpired(token)) throw redirect(routesIn(pageContext.locale).login)
}
