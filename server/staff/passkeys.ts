/**
 * Passkeys (WebAuthn) as the staff's second factor beside the authenticator app (docs/operations.md, "Signing in";
 * docs/security.md §3, T4-4). A member with a staff session registers one or more; afterwards the password and a
 * passkey open a staff session as a code does. The ceremonies are SimpleWebAuthn's; what is the shop's own:
 * - a challenge is kept here, for one member and one ceremony, for PASSKEY_CHALLENGE_TTL_MS, and spent by the first
 *   answer that names it (right or wrong): a replayed or late answer is refused;
 * - the relying party ID and the origins are configuration (the Studio's: STAFF_TOOL_ORIGINS, STAFF_PASSKEY_RP_ID);
 * - user verification is required (the device's PIN or biometrics), so a passkey is a factor of its own;
 * - the signature counter must grow when the authenticator keeps one (a cloned key would repeat it).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { and, asc, eq, gt, lt, or } from 'drizzle-orm'
import type { Database } from '../db/client'
import { staffPasskeyChallenges, staffPasskeys } from '../db/schema/index'
import { StaffError, staffMessages } from './errors'

/** How long a ceremony may take, from the options to the answer. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000
/** A member's passkeys, at most (a phone, a laptop, a key on the keyring, …). */
export const MAX_PASSKEYS = 10
const RP_NAME = 'Noor & Thread staff'

type Purpose = 'register' | 'authenticate'
type Member = { id: string; email: string }

export interface PasskeyDeps {
  db: Database
  now: () => Date
  rpId: string
  /** The origins a ceremony may come from (the Studio's). */
  origins: string[]
}

export interface StaffPasskey {
  id: string
  name: string
  createdAt: Date
  lastUsedAt: Date | null
}

const wrongPasskey = () => new StaffError(staffMessages.passkeyRefused, 'BAD_USER_INPUT', 'response')

/** The browser's answer, as JSON text (the GraphQL argument), or a refusal. */
function parseResponse<T extends { id: string; response: { clientDataJSON: string } }>(text: string): T {
  try {
    const value = JSON.parse(text) as T
    if (typeof value?.id === 'string' && typeof value.response?.clientDataJSON === 'string') return value
  } catch {
    // falls through to the refusal
  }
  throw wrongPasskey()
}

/** The challenge the authenticator signed, as the browser wrote it into clientDataJSON. */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown
    }
    if (typeof clientData.challenge === 'string') return clientData.challenge
  } catch {
    // falls through to the refusal
  }
  throw wrongPasskey()
}

async function issueChallenge({ db, now }: PasskeyDeps, userId: string, purpose: Purpose, challenge: string) {
  const at = now()
  // One open ceremony per member and kind: a new one ends the last (and expired ones go with it).
  await db
    .delete(staffPasskeyChallenges)
    .where(
      or(
        and(eq(staffPasskeyChallenges.userId, userId), eq(staffPasskeyChallenges.purpose, purpose)),
        lt(staffPasskeyChallenges.expiresAt, at),
      ),
    )
  await db
    .insert(staffPasskeyChallenges)
    .values({ challenge, userId, purpose, expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_TTL_MS) })
}

/** Spends the answer's challenge: only a live one of this member and ceremony is there to spend, and only once. */
async function spendChallenge(
  { db, now }: PasskeyDeps,
  userId: string,
  purpose: Purpose,
  challenge: string,
): Promise<string> {
  const [row] = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.challenge, challenge),
        eq(staffPasskeyChallenges.userId, userId),
        eq(staffPasskeyChallenges.purpose, purpose),
        gt(staffPasskeyChallenges.expiresAt, now()),
      ),
    )
    .returning({ challenge: staffPasskeyChallenges.challenge })
  if (!row) throw new StaffError(staffMessages.passkeyChallengeEnded, 'BAD_USER_INPUT', 'response')
  return row.challenge
}

const passkeysOf = ({ db }: PasskeyDeps, userId: string) =>
  db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId)).orderBy(asc(staffPasskeys.createdAt))

const listed = (rows: Array<typeof staffPasskeys.$inferSelect>): StaffPasskey[] =>
  rows.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }))

/** Options for navigator.credentials.create (JSON for @simplewebauthn/browser): needs a staff session. */
async function registrationOptions(deps: PasskeyDeps, member: Member): Promise<string> {
  const existing = await passkeysOf(deps, member.id)
  if (existing.length >= MAX_PASSKEYS) throw new StaffError(staffMessages.tooManyPasskeys, 'BAD_USER_INPUT')
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: deps.rpId,
    userName: member.email,
    userID: new TextEncoder().encode(member.id),
    attestationType: 'none',
    // The same authenticator twice would be one factor counted twice.
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: (key.transports ? key.transports.split(',') : undefined) as AuthenticatorTransport[] | undefined,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  })
  await issueChallenge(deps, member.id, 'register', options.challenge)
  return JSON.stringify(options)
}

/** The browser's answer to registrationOptions: the passkey is kept under the member's name for it. */
async function register(deps: PasskeyDeps, member: Member, responseText: string, name: string): Promise<StaffPasskey> {
  const response = parseResponse<RegistrationResponseJSON>(responseText)
  const challenge = await spendChallenge(deps, member.id, 'register', challengeOf(response))
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: deps.origins,
    expectedRPID: deps.rpId,
    requireUserVerification: true,
  }).catch(() => ({ verified: false, registrationInfo: undefined }))
  if (!verification.verified || !verification.registrationInfo) throw wrongPasskey()
  const { credential } = verification.registrationInfo
  const at = deps.now()
  const [row] = await deps.db
    .insert(staffPasskeys)
    .values({
      id: credential.id,
      userId: member.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name: name.trim().slice(0, 60) || 'Passkey',
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new StaffError(staffMessages.passkeyKnown, 'BAD_USER_INPUT', 'response')
  return listed([row])[0]!
}

/** Options for navigator.credentials.get, after the password: the member's own passkeys only. */
async function authenticationOptions(deps: PasskeyDeps, member: Member): Promise<string> {
  const keys = await passkeysOf(deps, member.id)
  if (!keys.length) throw new StaffError(staffMessages.noPasskey, 'BAD_USER_INPUT')
  const options = await generateAuthenticationOptions({
    rpID: deps.rpId,
    allowCredentials: keys.map((key) => ({
      id: key.id,
      transports: (key.transports ? key.transports.split(',') : undefined) as AuthenticatorTransport[] | undefined,
    })),
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  })
  await issueChallenge(deps, member.id, 'authenticate', options.challenge)
  return JSON.stringify(options)
}

/** The browser's answer to authenticationOptions: true when it proves one of the member's passkeys. */
async function authenticate(deps: PasskeyDeps, member: Member, responseText: string): Promise<void> {
  const response = parseResponse<AuthenticationResponseJSON>(responseText)
  const challenge = await spendChallenge(deps, member.id, 'authenticate', challengeOf(response))
  const [key] = await deps.db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.id, response.id), eq(staffPasskeys.userId, member.id)))
  if (!key) throw wrongPasskey()
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: deps.origins,
    expectedRPID: deps.rpId,
    credential: { id: key.id, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: key.counter },
    requireUserVerification: true,
  }).catch(() => ({ verified: false, authenticationInfo: undefined }))
  if (!verification.verified || !verification.authenticationInfo) throw wrongPasskey()
  const { newCounter } = verification.authenticationInfo
  // The library refused a counter that did not grow; the update refuses the race of two answers with one count.
  const [updated] = await deps.db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: deps.now() })
    .where(
      and(
        eq(staffPasskeys.id, key.id),
        newCounter === 0 ? eq(staffPasskeys.counter, 0) : lt(staffPasskeys.counter, newCounter),
      ),
    )
    .returning({ id: staffPasskeys.id })
  if (!updated) throw wrongPasskey()
}

/** Removes one of the member's passkeys; answers the ones left. */
async function remove(deps: PasskeyDeps, member: Member, id: string): Promise<StaffPasskey[]> {
  const [gone] = await deps.db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, member.id)))
    .returning({ id: staffPasskeys.id })
  if (!gone) throw new StaffError(staffMessages.passkeyNotFound, 'BAD_USER_INPUT', 'id')
  return listed(await passkeysOf(deps, member.id))
}

export function createPasskeys(deps: PasskeyDeps) {
  return {
    list: async (userId: string) => listed(await passkeysOf(deps, userId)),

    has: async (userId: string) =>
      (
        await deps.db
          .select({ id: staffPasskeys.id })
          .from(staffPasskeys)
          .where(eq(staffPasskeys.userId, userId))
          .limit(1)
      ).length > 0,

    /** Options for navigator.credentials.create (JSON for @simplewebauthn/browser): needs a staff session. */
    registrationOptions: (member: Member) => registrationOptions(deps, member),
    /** The browser's answer to registrationOptions: the passkey is kept under the member's name for it. */
    register: (member: Member, response: string, name: string) => register(deps, member, response, name),
    /** Options for navigator.credentials.get, after the password: the member's own passkeys only. */
    authenticationOptions: (member: Member) => authenticationOptions(deps, member),
    /** The browser's answer to authenticationOptions: resolves when it proves one of the member's passkeys. */
    authenticate: (member: Member, response: string) => authenticate(deps, member, response),
    /** Removes one of the member's passkeys; answers the ones left. */
    remove: (member: Member, id: string) => remove(deps, member, id),
  }
}
