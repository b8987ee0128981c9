import argon2 from 'argon2'
import { ExpectedError, said } from '../localized'

/** OWASP Password Storage cheat sheet / ASVS Appendix C: argon2id, m = 19 MiB, t = 2, p = 1 (about 50 ms here). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * argon2 runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), which file reads, compression, DNS and crypto
 * share. At most half of it hashes at once, so a burst of logins cannot stall the rest of the shop; a few more wait,
 * and beyond that a request is turned away at once (docs/security/accounts.md, M3).
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2))
export const HASHING_QUEUE = 16

/** Every hashing slot is busy and the queue is full: the caller answers 503 with Retry-After. */
export class HashingBusyError extends ExpectedError {
  override name = 'HashingBusyError'
  readonly retryAfterSeconds = 1
  constructor() {
    super(
      said((m) => m.unavailable.busy),
      'SERVICE_UNAVAILABLE',
    )
  }

  /** A real 503 with Retry-After (yoga applies extensions.http), not a request left waiting for the thread pool. */
  override details() {
    return { http: { status: 503, headers: { 'Retry-After': String(this.retryAfterSeconds) } } }
  }
}

let active = 0
const waiting: Array<() => void> = []

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= HASHING_CONCURRENCY) {
    if (waiting.length >= HASHING_QUEUE) throw new HashingBusyError()
    await new Promise<void>((resolve) => waiting.push(resolve))
  } else active++
  try {
    return await work()
  } finally {
    // Hand the slot straight to the next waiter, so `active` never drops below what is really running.
    const next = waiting.shift()
    if (next) next()
    else active--
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => argon2.hash(password, ARGON2_OPTIONS))
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return withHashingSlot(async () => {
    try {
      return await argon2.verify(hash, password)
    } catch {
      return false
    }
  })
}

let dummyHash: Promise<string> | undefined
/** Verified against when the e-mail is unknown, so a login takes the same time whether or not the account exists. */
export function getDummyHash(): Promise<string> {
  // Made outside the slots (once per process): a full queue must not leave a rejected promise cached here.
  dummyHash ??= argon2.hash('dummy-password-for-equal-timing', ARGON2_OPTIONS)
  return dummyHash
}
