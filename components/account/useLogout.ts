import { navigate } from 'vike/client/router'
import { logout } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { routes } from '@/lib/routes'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'
import { sessionActions } from '@/lib/store/session'

/**
 * Logout ends the session on the server, removes the token and goes to /login (docs/product.md §4.4). The browser
 * does not wait for the server: a failed request (offline) still logs out here, and is only logged.
 */
export function useLogout() {
  const dispatch = useAppDispatch()
  const token = useAppSelector((state) => state.session.token)
  return () => {
    if (token) logout(browserApi(), token).catch((error: unknown) => console.warn('Logout request failed.', error))
    dispatch(sessionActions.loggedOut())
    void navigate(routes.login)
  }
}
