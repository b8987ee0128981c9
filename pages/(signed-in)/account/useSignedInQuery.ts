import { useCallback, useEffect, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useSessionCheck } from '@/components/account/useSessionCheck'
import { apiErrorInfo } from '@/lib/api/errors'
import { browserApi } from '@/lib/api/browser'
import { MeDocument } from '@/lib/api/operations.generated'
import { useRoutes } from '@/lib/react/LocaleContext'
import { useAppSelector } from '@/lib/store/hooks'

export type QueryState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; data: T }

const fetchMe = async () => (await browserApi().request(MeDocument)).me

/**
 * Loads account data once the session is known (docs/product.md §17): like /wishlist, a visitor without a valid
 * session goes to /login — also when the server no longer accepts the stored token. `failure` is what the page says
 * when the load fails, in its language.
 */
export function useSignedInQuery<T>(load: () => Promise<T>, key: string, failure: string) {
  const login = useRoutes().login
  const session = useAppSelector((state) => state.session)
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useSessionCheck(fetchMe)

  useEffect(() => {
    if (session.restored && !session.token) void navigate(login)
  }, [session.restored, session.token, login])

  useEffect(() => {
    if (!session.restored || !session.token) return
    let current = true
    setState({ status: 'loading' })
    load().then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => {
        if (!current) return
        if (apiErrorInfo(error).code === 'UNAUTHENTICATED') return void navigate(login)
        console.warn(`Could not load ${key}.`, error)
        setState({ status: 'error', message: failure })
      },
    )
    return () => {
      current = false
    }
    // `load` is a new function each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.restored, session.token, key, attempt])

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) }
}
