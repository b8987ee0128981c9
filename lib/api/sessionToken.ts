import { SESSION_TOKEN_KEY } from '../constants'

/**
 * The stored session token, if any. Its own module so callers that only need the token (checkout) do not pull
 * in the GraphQL client.
 */
export function storedSessionToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(SESSION_TOKEN_KEY)
  } catch {
    // Storage can throw (privacy modes, sandboxed frames): behave as logged out.
    return null
  }
}
