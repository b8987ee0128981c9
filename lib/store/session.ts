import { availableLocalStorage } from '../browserStorage'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { SESSION_TOKEN_KEY } from '../constants'

export interface SessionUser {
  _id: string
  fullName: string
  email: string
}

export interface SessionState {
  /** The bearer token, mirrored to localStorage `id_token`. Null on the server and until hydration ends. */
  token: string | null
  user: SessionUser | null
  /** False until the browser has read localStorage, so server and first client render agree. */
  restored: boolean
}

export const initialSessionState: SessionState = { token: null, user: null, restored: false }

/** Reads the JWT's `exp` without verifying it: the server verifies; the browser only drops tokens it knows are stale. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1]
  if (!payload) return true
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof json.exp === 'number' && json.exp * 1000 <= now
  } catch {
    return true
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionRestored(state, action: PayloadAction<string | null>) {
      const token = action.payload
      state.token = token && !isTokenExpired(token) ? token : null
      state.restored = true
    },
    loggedIn(state, action: PayloadAction<{ token: string; user?: SessionUser | null }>) {
      state.token = action.payload.token
      state.user = action.payload.user ?? null
      state.restored = true
    },
    userLoaded(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload
    },
    loggedOut(state) {
      state.token = null
      state.user = null
    },
  },
})

export const sessionActions = sessionSlice.actions
export const sessionReducer = sessionSlice.reducer

/**
 * A value saved in browser storage, or null: nothing saved, or no storage to read (the server, private mode, a
 * sandboxed frame that refuses it).
 */
export function readStored(key: string, storage: globalThis.Storage | undefined = availableLocalStorage()) {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function readStoredToken(storage?: globalThis.Storage): string | null {
  return readStored(SESSION_TOKEN_KEY, storage)
}
