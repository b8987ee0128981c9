/**
 * Session tokens: HS256 JWTs (jose) with issuer, audience, subject and expiry. Verification allows only HS256,
 * checks iss/aud/exp/typ, and never trusts header keys (jku/jwk/x5u are ignored by a symmetric key).
 */
import { jwtVerify, SignJWT } from 'jose'
import { SESSION_JWT_TTL } from '@/lib/constants'

export const JWT_ISSUER = 'noor-and-thread/accounts'
export const JWT_AUDIENCE = 'noor-and-thread/storefront'
const JWT_TYPE = 'JWT'

export interface SessionClaims {
  userId: string
  /** Issued-at, whole seconds since the epoch. */
  issuedAt: number
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret)
}

export async function signSessionToken(secret: string, userId: string, issuedAtSec: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: JWT_TYPE })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(issuedAtSec)
    .setExpirationTime(addTtl(issuedAtSec))
    .sign(key(secret))
}

/** exp = iat + SESSION_JWT_TTL ('7d', '12h', ...), computed from iat so an injected clock stays consistent. */
function addTtl(issuedAtSec: number): number {
  const match = /^(\d+)\s*([smhd])$/.exec(SESSION_JWT_TTL)
  if (!match) throw new Error(`Unsupported SESSION_JWT_TTL ${SESSION_JWT_TTL}`)
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[2] as 's' | 'm' | 'h' | 'd']
  return issuedAtSec + Number(match[1]) * unit
}

/** The claims of a valid token, or undefined for anything else (bad signature, wrong alg, expired, ...). */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      typ: JWT_TYPE,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return undefined
    return { userId: payload.sub, issuedAt: payload.iat }
  } catch {
    return undefined
  }
}
