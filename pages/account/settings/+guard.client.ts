import { redirect } from 'vike/abort'
import { routes } from '@/lib/routes'
import { isTokenExpired, readStoredToken } from '@/lib/store/session'

/** Only logged-in users may open their account and orders (docs/product.md §17); an expired token counts as none. */
export default function guard() {
  const token = readStoredToken()
  if (!token || isTokenExpired(token)) throw redirect(routes.login)
}
