import argon2 from 'argon2'

/** OWASP Password Storage cheat sheet / ASVS Appendix C: argon2id, m = 19 MiB, t = 2, p = 1 (about 50 ms here). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined
/** Verified against when the e-mail is unknown, so a login takes the same time whether or not the account exists. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-equal-timing')
  return dummyHash
}
