import { navigate } from 'vike/client/router'
import { routes } from '@/lib/routes'
import { useAppDispatch } from '@/lib/store/hooks'
import { sessionActions } from '@/lib/store/session'

/** Logout removes the token and goes to /login (docs/product.md §4). */
export function useLogout() {
  const dispatch = useAppDispatch()
  return () => {
    dispatch(sessionActions.loggedOut())
    void navigate(routes.login)
  }
}
