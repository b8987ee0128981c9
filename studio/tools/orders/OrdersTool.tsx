/**
 * The Orders tool (docs/operations.md, "The Orders tool"): not configured → a note on the variable to set;
 * signed out → the shop sign-in; signed in without the staff role → a clear refusal; staff → the panels.
 */
import { Button, Flex, Spinner } from '@sanity/ui'
import { useCallback, useEffect, useState } from 'react'
import { errorMessage, StaffApiError, staffRequest } from './api'
import { shopGraphqlEndpoint } from './endpoint'
import { ordersText } from './messages'
import { Notice } from './Notice'
import { StaffLogoutDocument, StaffMeDocument } from './operations.generated'
import { loadSession, saveSession, type StaffSession } from './session'
import { SignIn } from './SignIn'
import { StaffApiProvider } from './StaffApiContext'
import { StaffPanels } from './StaffPanels'

/** Whether the signed-in account is staff: unknown until the shop answered `me` (after a reload). */
type Role = 'unknown' | 'staff' | 'shopper'

export function OrdersTool() {
  const [endpoint] = useState(() => shopGraphqlEndpoint())
  const [session, setSession] = useState<StaffSession | null>(() => loadSession())
  const [role, setRole] = useState<Role>('unknown')
  const [notice, setNotice] = useState<string | null>(null)

  const signIn = useCallback((next: StaffSession, isStaff: boolean) => {
    saveSession(next)
    setNotice(null)
    setRole(isStaff ? 'staff' : 'shopper')
    setSession(next)
  }, [])
  const signOut = useCallback(
    (why: string | null) => {
      // Ends the staff session on the shop too (not the account's other sessions); the tool forgets the token whatever
      // the answer.
      if (session && endpoint && why === null)
        void staffRequest({ endpoint, document: StaffLogoutDocument, token: session.token }).catch(() => undefined)
      saveSession(null)
      setSession(null)
      setRole('unknown')
      setNotice(why)
    },
    [endpoint, session],
  )
  const expired = useCallback(() => signOut(ordersText.sessionExpired), [signOut])
  const revoked = useCallback(() => setRole('shopper'), [])

  // After a reload the stored token may have ended, or the staff role been revoked.
  useEffect(() => {
    if (!endpoint || !session || role !== 'unknown') return
    const controller = new AbortController()
    staffRequest({ endpoint, document: StaffMeDocument, token: session.token, signal: controller.signal }).then(
      () => setRole('staff'),
      (error: unknown) => {
        if (controller.signal.aborted) return
        // The staff session ended (an hour unused, 12 hours, a logout elsewhere), or the role was revoked.
        if (error instanceof StaffApiError && error.kind === 'unauthenticated') return expired()
        if (error instanceof StaffApiError && error.kind === 'forbidden') return setRole('shopper')
        setNotice(errorMessage(error))
        setRole('staff')
      },
    )
    return () => controller.abort()
  }, [endpoint, session, role, expired])

  if (!endpoint) return <Notice title={ordersText.notConfigured.title} body={ordersText.notConfigured.body} />
  if (!session) return <SignIn endpoint={endpoint} onSignedIn={signIn} notice={notice} />
  if (role === 'unknown')
    return (
      <Flex padding={5} justify="center">
        <Spinner muted />
      </Flex>
    )
  const signOutButton = <Button mode="ghost" text={ordersText.signOut} onClick={() => signOut(null)} />
  if (role === 'shopper')
    return <Notice title={ordersText.notStaff.title} body={ordersText.notStaff.body} action={signOutButton} />
  return (
    <StaffApiProvider endpoint={endpoint} token={session.token} onUnauthenticated={expired} onForbidden={revoked}>
      <StaffPanels email={session.email} onSignOut={() => signOut(null)} notice={notice} />
    </StaffApiProvider>
  )
}
