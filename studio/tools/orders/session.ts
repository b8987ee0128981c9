/**
 * The staff member's session inside the Studio: the staff session token the second factor opened (at most 12 hours,
 * docs/operations.md), kept in sessionStorage (gone when the tab closes; never in localStorage, where the Studio keeps
 * its own token). The password step's shopper token is never stored.
 */
export interface StaffSession {
  token: string
  email: string
}

const KEY = 'noor-thread.orders-tool.session'

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    // Storage can be blocked by the browser's settings: the session then lasts as long as the page.
    return undefined
  }
}

export function loadSession(): StaffSession | null {
  const raw = storage()?.getItem(KEY)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StaffSession>
    return typeof value.token === 'string' && typeof value.email === 'string'
      ? { token: value.token, email: value.email }
      : null
  } catch {
    return null
  }
}

export function saveSession(session: StaffSession | null): void {
  const store = storage()
  if (!store) return
  if (session) store.setItem(KEY, JSON.stringify(session))
  else store.removeItem(KEY)
}
