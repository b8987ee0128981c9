import { redirect } from 'vike/abort'
import type { PageContextClient } from 'vike/types'
import { routesIn } from '@/lib/routes'
import { isTokenExpired, readStoredToken } from '@/lib/store/session'

/**
 * Only logged-in users may open their account and orders (docs/product.md §17); an expired token counts as none.
 * They go to /login in the page's language.
 */
export default function guard(pageContext: PageContextClient) {
  const token = readStoredToken()
  if (!token || isTokenExpired(token)) throw redirect(routesIn(pageContext.locale).login)
}
