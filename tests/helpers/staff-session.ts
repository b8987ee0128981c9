/**
 * A staff session for tests of the staff fields: the account enrols an authenticator app and confirms it with a code
 * computed as the app would (RFC 6238), exactly as the Orders tool's sign-in does (server/staff/second-factor.ts).
 */
import { Secret, TOTP } from 'otpauth'
import type { Database } from '@/server/db/client'
import { createSecondFactor } from '@/server/staff/second-factor'

/** The current code of an authenticator app holding this base32 secret. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at })

/** The bearer header of a fresh staff session for a staff account. */
export async function staffSessionHeader(db: Database, user: { id: string; email: string }) {
  const secondFactor = createSecondFactor({
    db,
    now: () => new Date(),
    factorKey: 'test-factor-key-test-factor-key-0123456789',
    passkeys: { rpId: 'studio.shop.test', origins: ['https://studio.shop.test'] },
  })
  const { secret } = await secondFactor.enrol(user)
  const { token } = await secondFactor.confirm(user, totpCode(secret))
  return { authorization: `Bearer ${token}` }
}
