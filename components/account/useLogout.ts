import { navigate } from 'vike/client/router'
import { useRoutes } from '@/lib/react/LocaleContext'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'
import { sessionActions } from '@/lib/store/session'

async function revoke(token: string) {
  try {
    const [{ logout }, { browserApi }] = await Promise.all([import('@/lib/api'), import('@/lib/api/browser')])
    await logout(browserApi(), token)
  } catch (error) {
    console.warn('Logout request failed.', error)
  }
}

/**
 * Logout ends the session on the server, removes the token and goes to /login (docs/product.md §4.4). The browser
 * does not wait for the server: a failed request (offline) still logs out here, and is only logged.
 */
export function useLogout() {
  const dispatch = useAppDispatch()
  const token = useAppSelector((state) => state.session.token)
  const routes = useRoutes()
  return () => {
    // The GraphQL client loads here, not with the header on every page (the JavaScript budget, scripts/size.ts).
    if (token) void revoke(token)
    dispatch(sessionActions.loggedOut())
    void navigate(routes.login)
  }
}
