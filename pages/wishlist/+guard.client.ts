import { redirect } from 'vike/abort'
import { routes } from '@/lib/routes'
import { isTokenExpired, readStoredToken } from '@/lib/store/session'

/** Only logged-in users may open /wishlist (docs/product.md §6); an expired token counts as logged out. */
export default function guard() {
  const token = readStoredToken()
  if (!token || isTokenExpired(token)) throw redirect(routes.login)
}
