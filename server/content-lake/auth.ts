/**
 * One secret: the lake token. Without it a caller reads published documents only and cannot write.
 * A token that is present but wrong is refused outright (as the hosted API does), so misconfiguration is loud.
 * Failures use Sanity's 401 body (see AuthError).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Request } from 'express'
import { AuthError } from './errors'

const authError = (description: string) => new AuthError(description)

export interface Auth {
  /** true with the right token, false without one; throws 401 for a wrong one. */
  isAuthenticated(req: Request): boolean
  /** Throws 401 unless the request carries the right token. */
  requireToken(req: Request): void
  /** Proves to a caller that this lake knows the token without sending it: see `lakeIdentityProof`. */
  identityProof(nonce: string, port: number): string
}

/** What a local Studio's probe nonce must look like: 32–128 base64url characters (it chooses 32 random bytes). */
export const IDENTITY_NONCE = /^[A-Za-z0-9_-]{32,128}$/

/**
 * HMAC-SHA256, keyed with the lake token, of a caller's fresh nonce and the port the request arrived on.
 * `npm run studio` asks the shop on 127.0.0.1:PORT for it before it sends the token anywhere (N11 of the second
 * review): whatever else listens there cannot compute it, and cannot relay the challenge to the real shop on
 * another port either, because the port is part of the proof. It reveals nothing about the token.
 */
export function lakeIdentityProof(token: string, nonce: string, port: number): string {
  return createHmac('sha256', token).update(`noor-lake-identity\n${nonce}\n${port}`).digest('base64url')
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
    identityProof: (nonce, port) => lakeIdentityProof(token, nonce, port),
    requireToken(req) {
      if (!isAuthenticated(req))
        throw authError('Session not found: this request needs the content lake token (Authorization: Bearer <token>)')
    },
  }
}
