/**
 * One secret: the lake token. Without it a caller reads published documents only and cannot write.
 * A token that is present but wrong is refused outright (as the hosted API does), so misconfiguration is loud.
 * Failures use Sanity's 401 body (see AuthError).
 */
import { timingSafeEqual } from 'node:crypto'
import type { Request } from 'express'
import { AuthError } from './errors'

const authError = (description: string) => new AuthError(description)

export interface Auth {
  /** true with the right token, false without one; throws 401 for a wrong one. */
  isAuthenticated(req: Request): boolean
  /** Throws 401 unless the request carries the right token. */
  requireToken(req: Request): void
}

export function createAuth(token: string): Auth {
  const expected = Buffer.from(token)
  const matches = (given: string) => {
    const actual = Buffer.from(given)
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  }
  const isAuthenticated = (req: Request) => {
    const header = req.get('authorization')
    if (!header) return false
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim()
    if (!given || !matches(given)) throw authError('Session not found: the token is not valid for this content lake')
    return true
  }
  return {
    isAuthenticated,
    requireToken(req) {
      if (!isAuthenticated(req))
        throw authError('Session not found: this request needs the content lake token (Authorization: Bearer <token>)')
    },
  }
}
