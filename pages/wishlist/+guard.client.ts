import { redirect } from 'vike/abort'
import type { PageContextClient } from 'vike/types'
import { routesIn } from '@/lib/routes'
import { isTokenExpired, readStoredToken } from '@/lib/store/session'

/** Only logged-in users may open /wishlist (docs/product.md §6); an expired token counts as logged out. */
export default function guard(pageContext: PageContextClient) {
  const token = readStoredToken()
  if (!token || isTokenExpired(token)) throw redirect(routesIn(pageContext.locale).login)
}
