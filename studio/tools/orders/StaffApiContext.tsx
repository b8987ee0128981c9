/**
 * The signed-in staff member's connection to the shop, for every panel of the tool: one `call` that adds the
 * endpoint and token, ends the session when the shop no longer accepts the token, and shows the "not staff"
 * notice when the role was revoked meanwhile.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { StaffApiError, staffRequest } from './api'
import type { TypedDocumentString } from './operations.generated'

export type StaffCall = <T, V>(document: TypedDocumentString<T, V>, variables?: V, signal?: AbortSignal) => Promise<T>

const StaffApiContext = createContext<StaffCall | null>(null)

export function StaffApiProvider(props: {
  endpoint: string
  token: string
  onUnauthenticated: () => void
  onForbidden: () => void
  children: ReactNode
}) {
  const { endpoint, token, onUnauthenticated, onForbidden } = props
  const call = useCallback<StaffCall>(
    async (document, variables, signal) => {
      try {
        return await staffRequest({ endpoint, token, document, variables, signal })
      } catch (error) {
        if (error instanceof StaffApiError && error.kind === 'unauthenticated') onUnauthenticated()
        if (error instanceof StaffApiError && error.kind === 'forbidden') onForbidden()
        throw error
      }
    },
    [endpoint, token, onUnauthenticated, onForbidden],
  )
  const value = useMemo(() => call, [call])
  return <StaffApiContext.Provider value={value}>{props.children}</StaffApiContext.Provider>
}

/** For stories: panels with a `call` that answers from fixtures instead of a shop. */
export const StaffCallProvider = StaffApiContext.Provider

export function useStaffCall(): StaffCall {
  const call = useContext(StaffApiContext)
  if (!call) throw new Error('useStaffCall needs a StaffApiProvider')
  return call
}
