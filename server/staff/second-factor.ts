/**
 * The staff's second factor and their own sessions (docs/operations.md, "Signing in"; docs/security.md §3, T4-4).
 * A staff member signs in with the shop password (the shopper's `login`), then proves an authenticator app (TOTP,
 * RFC 6238) or spends a recovery code, and gets a staff session: an opaque token the Orders tool keeps in its tab,
 * which no shopper field accepts, that ends after STAFF_SESSION_IDLE_MS unused or STAFF_SESSION_MAX_MS in all, and
 * with the account's other sessions (logout, password change or reset: `tokensValidAfter`), the role, or a reset.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { Database } from '../db/client'
import {
  staffFactors,
  staffPasskeyChallenges,
  staffPasskeys,
  staffRecoveryCodes,
  staffSessions,
  users,
  type User,
} from '../db/schema/index'
import { StaffError, staffMessages } from './errors'
import { decryptSecret, encryptSecret, factorKeyBytes, isPlainSecret } from './factor-key'
import { createPasskeys } from './passkeys'

/** A staff session lasts a working day at most (ASVS 3.3.2) … */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000
/** … and ends after an hour nobody used it (ASVS 3.3.2: re-authentication after inactivity). */
export const STAFF_SESSION_IDLE_MS = 60 * 60 * 1000
export const RECOVERY_CODE_COUNT = 10
/** Staff session tokens say what they are: the staff fields tell them from a shopper's JWT by this. */
export const STAFF_TOKEN_PREFIX = 'nts_'
const ISSUER = 'Noor & Thread staff'
/** last_seen_at is written at most this often: one write a minute, not one per call. */
const TOUCH_EVERY_MS = 60_000

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')
const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
/** Recovery codes as printed (`abcde-fghij`), matched without case, spaces or dashes. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Who is enrolling or signing in: the shopper session's account, already known to be staff. */
type Member = Pick<User, 'id' | 'email'>

export interface SecondFactorDeps {
  db: Database
  now: () => Date
  /** STAFF_FACTOR_KEY: the app secrets are stored encrypted with it (server/staff/factor-key.ts). */
  factorKey: string
  /** The passkeys' relying party ID and the Studio origins (config.staffPasskeys). */
  passkeys: { rpId: string; origins: string[] }
}

type Deps = Pick<SecondFactorDeps, 'db' | 'now'>

const factorOf = async ({ db }: Deps, userId: string) =>
  (await db.select().from(staffFactors).where(eq(staffFactors.userId, userId)))[0]

/** The TOTP step a code is right for (this one, or one either side for clock drift), or undefined. */
function stepOf({ now }: Deps, secret: string, label: string, code: string): number | undefined {
  const at = now().getTime()
  const delta = totpOf(secret, label).validate({ token: code.replace(/\s/g, ''), timestamp: at, window: 1 })
  return delta === null ? undefined : Math.floor(at / 30_000) + delta
}

/** Accepts a code once: the step must be later than the last one accepted (replay, RFC 6238 §5.2). */
async function spendStep({ db }: Deps, userId: string, step: number): Promise<boolean> {
  const [row] = await db
    .update(staffFactors)
    .set({ lastStep: step })
    .where(and(eq(staffFactors.userId, userId), or(isNull(staffFactors.lastStep), lt(staffFactors.lastStep, step))))
    .returning({ userId: staffFactors.userId })
  return row !== undefined
}

async function spendRecoveryCode({ db, now }: Deps, userId: string, code: string): Promise<boolean> {
  const [row] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now() })
    .where(
      and(
        eq(staffRecoveryCodes.codeHash, sha256(normaliseRecoveryCode(code))),
        eq(staffRecoveryCodes.userId, userId),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: staffRecoveryCodes.userId })
  return row !== undefined
}

async function newRecoveryCodes({ db }: Deps, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10)
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId))
  await db
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ codeHash: sha256(normaliseRecoveryCode(code)), userId })))
  return codes
}

async function openSession({ db, now }: Deps, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const at = now()
  const expiresAt = new Date(at.getTime() + STAFF_SESSION_MAX_MS)
  await db.insert(staffSessions).values({ tokenHash: sha256(token), userId, createdAt: at, lastSeenAt: at, expiresAt })
  return { token, expiresAt }
}

/** The account of a staff session token (staff or not: the caller says), or undefined when it has ended. */
async function sessionUser({ db, now }: Deps, token: string): Promise<User | undefined> {
  const at = now()
  const [row] = await db
    .select({ session: staffSessions, user: users })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        gt(staffSessions.expiresAt, at),
        gt(staffSessions.lastSeenAt, new Date(at.getTime() - STAFF_SESSION_IDLE_MS)),
      ),
    )
  // Logout, a password change or reset moved tokensValidAfter: every session before it ended, this one too.
  if (!row || row.session.createdAt < row.user.tokensValidAfter) return undefined
  if (at.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.tokenHash, row.session.tokenHash))
  return row.user
}

/** The app's secret in clear; one stored before encryption is encrypted now (read both ways, kept one way). */
async function readSecret({ db }: Deps, key: Buffer, factor: { userId: string; totpSecret: string }) {
  const secret = decryptSecret(key, factor.totpSecret)
  if (isPlainSecret(factor.totpSecret))
    await db
      .update(staffFactors)
      .set({ totpSecret: encryptSecret(key, secret) })
      .where(eq(staffFactors.userId, factor.userId))
  return secret
}

export function createSecondFactor(options: SecondFactorDeps) {
  const deps: Deps = { db: options.db, now: options.now }
  const key = factorKeyBytes(options.factorKey)
  const passkeys = createPasskeys({ ...deps, ...options.passkeys })
  const secretOf = (factor: { userId: string; totpSecret: string }) => readSecret(deps, key, factor)

  return {
    passkeys,

    /** The password and one of the member's passkeys open a staff session (needs a confirmed app, as codes do). */
    async verifyPasskey(user: Member, response: string): Promise<{ token: string; expiresAt: Date }> {
      if (!(await factorOf(deps, user.id))?.confirmedAt)
        throw new StaffError(
          staffMessages.secondFactorNotEnrolled,
          'FORBIDDEN',
          undefined,
          'SECOND_FACTOR_NOT_ENROLLED',
        )
      await passkeys.authenticate(user, response)
      return openSession(deps, user.id)
    },

    /** Whether the account has a confirmed authenticator app. */
    enrolled: async (userId: string) => Boolean((await factorOf(deps, userId))?.confirmedAt),

    /** A fresh secret for an account without a confirmed app (a new one replaces an unconfirmed one). */
    async enrol(user: Member): Promise<{ secret: string; otpauthUrl: string }> {
      if ((await factorOf(deps, user.id))?.confirmedAt) throw new StaffError(staffMessages.alreadyEnrolled, 'FORBIDDEN')
      const secret = new Secret({ size: 20 }).base32
      const stored = encryptSecret(key, secret)
      await deps.db
        .insert(staffFactors)
        .values({ userId: user.id, totpSecret: stored })
        .onConflictDoUpdate({ target: staffFactors.userId, set: { totpSecret: stored, lastStep: null } })
      return { secret, otpauthUrl: totpOf(secret, user.email).toString() }
    },

    /** The first code proves the app: the factor counts from now, with recovery codes and a staff session. */
    async confirm(user: Member, code: string) {
      const factor = await factorOf(deps, user.id)
      if (!factor) throw new StaffError(staffMessages.notEnrolling, 'BAD_USER_INPUT', 'code')
      if (factor.confirmedAt) throw new StaffError(staffMessages.alreadyEnrolled, 'FORBIDDEN')
      const step = stepOf(deps, await secretOf(factor), user.email, code)
      if (step === undefined || !(await spendStep(deps, user.id, step)))
        throw new StaffError(staffMessages.wrongCode, 'BAD_USER_INPUT', 'code')
      await deps.db.update(staffFactors).set({ confirmedAt: deps.now() }).where(eq(staffFactors.userId, user.id))
      const recoveryCodes = await newRecoveryCodes(deps, user.id)
      return { recoveryCodes, ...(await openSession(deps, user.id)) }
    },

    /** A current TOTP code or an unused recovery code opens a staff session. */
    async verify(user: Member, code: string): Promise<{ token: string; expiresAt: Date }> {
      const factor = await factorOf(deps, user.id)
      if (!factor?.confirmedAt)
        throw new StaffError(
          staffMessages.secondFactorNotEnrolled,
          'FORBIDDEN',
          undefined,
          'SECOND_FACTOR_NOT_ENROLLED',
        )
      const isTotp = /^\s*\d{6}\s*$/.test(code)
      const step = isTotp ? stepOf(deps, await secretOf(factor), user.email, code) : undefined
      const ok = isTotp
        ? step !== undefined && (await spendStep(deps, user.id, step))
        : await spendRecoveryCode(deps, user.id, code)
      if (!ok) throw new StaffError(staffMessages.wrongCode, 'BAD_USER_INPUT', 'code')
      return openSession(deps, user.id)
    },

    sessionUser: (token: string) => sessionUser(deps, token),

    async endSession(token: string): Promise<void> {
      await deps.db.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)))
    },
  }
}

export type SecondFactor = ReturnType<typeof createSecondFactor>

/**
 * `npm run staff -- reset-factor`: the app, its recovery codes, the passkeys and every staff session go; the member
 * enrols again.
 */
export async function resetSecondFactor(db: Pick<Database, 'delete'>, userId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId))
  await db.delete(staffPasskeyChallenges).where(eq(staffPasskeyChallenges.userId, userId))
  await db.delete(staffPasskeys).where(eq(staffPasskeys.userId, userId))
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId))
  await db.delete(staffFactors).where(eq(staffFactors.userId, userId))
}
