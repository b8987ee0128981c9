/**
 * The authenticator-app secrets are kept encrypted (docs/security.md §3, T4-4; docs/operations.md, "Signing in"):
 * AES-256-GCM with STAFF_FACTOR_KEY, so a copy of the database (a backup, a dump) does not give away the staff's
 * codes. A stored value is `v1.<iv>.<tag>.<ciphertext>` (base64url); a bare base32 secret is one stored before
 * encryption, read as it is and encrypted the next time the member uses it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const PREFIX = 'v1.'

/** The configured key (any text, at least 32 characters) made into the cipher's 32 bytes. */
export function factorKeyBytes(key: string): Buffer {
  return createHash('sha256').update(`staff-factor-key:${key}`).digest()
}

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')}`
}

/** Whether a stored secret is still the plain base32 of before encryption. */
export const isPlainSecret = (stored: string) => !stored.startsWith(PREFIX)

/** The base32 secret; throws when the key is not the one it was sealed with (GCM's tag does not match). */
export function decryptSecret(key: Buffer, stored: string): string {
  if (isPlainSecret(stored)) return stored
  const [iv, tag, sealed] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !sealed) throw new Error('stored authenticator secret is malformed')
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')
}
