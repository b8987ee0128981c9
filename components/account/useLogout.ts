import { navigate } from 'vike/client/router'
import { useRoutes } from '@/lib/react/LocaleContext'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'
import { sessionActions } from '@/lib/store/session'

async function revoke(token: string) {
  try {
    const [{ LogoutDocument }, { browserApi }] = await Promise.all([
      import('@/lib/api/operations.generated'),
      import('@/lib/api/browser'),
    ])
    // The token is passed, as the store is about to forget it (docs/product.md §4.4).
    await browserApi().request({ document: LogoutDocument, requestHeaders: { Authorization: `Bearer ${token}` } })
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

// What this hook sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _logoutOperation = /* GraphQL */ `
  mutation Logout {
    logout
  }
`
