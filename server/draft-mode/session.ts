/**
 * The draft-mode cookie: an HS256 JWT (jose) naming the Studio that opened the preview, signed with a key of its
 * own derived from JWT_SECRET, short-lived. Only the enable route (routes.ts) issues it, after the Studio's secret
 * checked out; a shopper cannot make one, so a shopper never reads a draft (docs/security.md).
 */
import { createHmac } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { jwtVerify, SignJWT } from 'jose'

export const DRAFT_MODE_COOKIE = 'nt_draft_mode'
/** As long as the Presentation tool's own secret lives (@sanity/preview-url-secret SECRET_TTL): it re-enables after. */
export const DRAFT_MODE_TTL_SECONDS = 3600
const AUDIENCE = 'noor-and-thread/draft-mode'

export interface DraftSession {
  /** The Studio's origin: the only page allowed to frame a draft page (CSP frame-ancestors). */
  studioOrigin: string
}

/** A purpose-bound key, so a session token can never pass for a draft-mode cookie or the other way round. */
const keyOf = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('draft-mode cookie').digest()

export async function signDraftSession(jwtSecret: string, session: DraftSession, nowSec: number): Promise<string> {
  return new SignJWT({ studioOrigin: session.studioOrigin })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSec)
    .setExpirationTime(nowSec + DRAFT_MODE_TTL_SECONDS)
    .sign(keyOf(jwtSecret))
}

/** The cookie's value in a `Cookie` header, if there is one (the fast path asks only this: no crypto). */
export function draftCookieValue(header: string | undefined): string | undefined {
  if (!header || !header.includes(DRAFT_MODE_COOKIE)) return undefined
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === DRAFT_MODE_COOKIE) return value.join('=')
  }
  return undefined
}

/** The request's draft session, or undefined when it has no cookie, a forged one or an expired one. */
export async function readDraftSession(
  jwtSecret: string,
  req: Pick<IncomingMessage, 'headers'>,
): Promise<DraftSession | undefined> {
  const token = draftCookieValue(req.headers.cookie)
  if (!token) return undefined
  try {
    const { payload } = await jwtVerify(token, keyOf(jwtSecret), { algorithms: ['HS256'], audience: AUDIENCE })
    return typeof payload.studioOrigin === 'string' ? { studioOrigin: payload.studioOrigin } : undefined
  } catch {
    return undefined
  }
}

/**
 * Set-Cookie for draft mode. The Presentation tool frames the shop from the Studio's origin, another site, so the
 * cookie is `SameSite=None; Secure` (browsers count http://127.0.0.1 and localhost as secure) and `Partitioned`:
 * it lives only inside that Studio's frame, where third-party cookies are otherwise blocked.
 */
export function draftCookie(value: string | undefined): string {
  const attributes = ['Path=/', 'HttpOnly', 'Secure', 'SameSite=None', 'Partitioned']
  return value === undefined
    ? [`${DRAFT_MODE_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ')
    : [`${DRAFT_MODE_COOKIE}=${value}`, `Max-Age=${DRAFT_MODE_TTL_SECONDS}`, ...attributes].join('; ')
}
