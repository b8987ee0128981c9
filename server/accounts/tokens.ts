import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: the secret that goes into a mail link. Only its hash is stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
