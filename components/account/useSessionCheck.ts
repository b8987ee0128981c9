import { useEffect, useRef } from 'react'
import type { ApiUser } from '@/lib/api/types'
import { useAppSelector, useAppStore } from '@/lib/store/hooks'
import { sessionActions } from '@/lib/store/session'

/**
 * Once the session is restored from localStorage, asks the server who the token belongs to (once per token, so an inline `fetchMe` is fine):
 * a token the server no longer accepts (expired, revoked by a password reset, signed with an old key) counts as
 * logged out; a valid one fills in the user. Network failures change nothing: the next request will tell.
 * `fetchMe` is passed in because components never fetch (the layout binds it to the API client).
 */
export function useSessionCheck(fetchMe: () => Promise<ApiUser | null>) {
  const store = useAppStore()
  const token = useAppSelector((state) => state.session.token)
  const restored = useAppSelector((state) => state.session.restored)
  const checked = useRef<string | null>(null)

  useEffect(() => {
    if (!restored || !token || checked.current === token) return
    checked.current = token
    // No cleanup-cancel: under StrictMode the effect re-runs and skips the fetch, so the first answer must count.
    fetchMe().then(
      (user) => {
        // Only act on the token that was checked: the user may have logged out or in meanwhile.
        if (store.getState().session.token !== token) return
        store.dispatch(user ? sessionActions.userLoaded(user) : sessionActions.loggedOut())
      },
      (error: unknown) => console.warn('Could not check the session with the server.', error),
    )
  }, [store, restored, token, fetchMe])
}
