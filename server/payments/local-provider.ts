/**
 * The built-in test payment page's sessions (used when no Stripe key is configured): stored in
 * `checkout_sessions`, paid at `/pay/:sessionId`, expiring after CHECKOUT_SESSION_TTL_MS like Stripe's.
 */
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { CHECKOUT_SESSION_TTL_MS, CURRENCY } from '@/lib/constants'
import type { Database } from '../db/client'
import { checkoutSessions, type BillingAddress, type CheckoutSessionRow } from '../db/schema/orders'
import { linesTotal } from './catalogue'
import type { CreateSessionInput, PaymentProvider, SessionStatus } from './provider'

export interface LocalProviderOptions {
  db: Database
  publicUrl: string
  now?: () => Date
}

export type LocalSessionState =
  | { state: 'unknown' }
  | { state: 'expired'; session: CheckoutSessionRow }
  | { state: 'complete'; session: CheckoutSessionRow }
  | { state: 'open'; session: CheckoutSessionRow }

type LocalDeps = Required<LocalProviderOptions>

export function localProvider({ db, publicUrl, now = () => new Date() }: LocalProviderOptions) {
  const deps: LocalDeps = { db, publicUrl, now }
  const provider = {
    name: 'local' as const,
    createSession: (input: CreateSessionInput) => createSession(deps, input),
    async sessionStatus(sessionId: string): Promise<SessionStatus> {
      const row = await find(db, sessionId)
      if (!row) return 'unknown'
      return row.paymentStatus === 'paid' ? 'paid' : 'unpaid'
    },
    /** Where the session stands for the payment page; an open session past its expiry is marked expired. */
    load: (sessionId: string) => load(deps, sessionId),
    /** Marks an open session paid; null when another request completed it first. */
    complete: (sessionId: string, details: PaymentDetails) => complete(deps, sessionId, details),
  } satisfies PaymentProvider & Record<string, unknown>
  return provider
}

type PaymentDetails = { email: string; billingAddress: BillingAddress; shippingAddress?: BillingAddress }

async function find(db: Database, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1)
  return row
}

async function createSession(
  { db, publicUrl, now }: LocalDeps,
  { lines, shippingAmount, discount, userId, successUrl, cancelUrl, idempotencyKey, locale }: CreateSessionInput,
) {
  const id = `cs_test_local_${randomBytes(18).toString('base64url').replace(/-/g, '_')}`
  const created = now()
  const inserted = await db
    .insert(checkoutSessions)
    .values({
      id,
      idempotencyKey,
      lines,
      shippingAmount,
      userId,
      discountCode: discount?.code ?? null,
      promotionId: discount?.promotionId ?? null,
      discountAmount: discount?.amount ?? 0,
      // The same amounts as a Stripe session: the lines less their discount, plus shipping (docs/product.md §20).
      amountTotal: linesTotal(lines) - (discount?.amount ?? 0) + shippingAmount,
      currency: CURRENCY,
      successUrl,
      cancelUrl,
      locale,
      createdAt: created,
      expiresAt: new Date(created.getTime() + CHECKOUT_SESSION_TTL_MS),
    })
    .onConflictDoNothing({ target: checkoutSessions.idempotencyKey })
    .returning({ id: checkoutSessions.id })
  // A repeated request (same key) gets the session the first one created, as with Stripe.
  const sessionId =
    inserted[0]?.id ??
    (
      await db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.idempotencyKey, idempotencyKey))
    )[0]?.id
  if (!sessionId) throw new Error('checkout session vanished after an idempotency conflict')
  return { id: sessionId, url: `${publicUrl}/pay/${sessionId}` }
}

async function load({ db, now }: LocalDeps, sessionId: string): Promise<LocalSessionState> {
  const row = await find(db, sessionId)
  if (!row) return { state: 'unknown' }
  if (row.status === 'complete') return { state: 'complete', session: row }
  if (row.status === 'expired') return { state: 'expired', session: row }
  if (row.expiresAt.getTime() <= now().getTime()) {
    await db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')))
    return { state: 'expired', session: { ...row, status: 'expired' } }
  }
  return { state: 'open', session: row }
}

async function complete(
  { db, now }: LocalDeps,
  sessionId: string,
  details: PaymentDetails,
): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .update(checkoutSessions)
    .set({
      status: 'complete',
      paymentStatus: 'paid',
      customerEmail: details.email,
      billingAddress: details.billingAddress,
      shippingAddress: details.shippingAddress ?? null,
      completedAt: now(),
    })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')))
    .returning()
  return row ?? null
}

export type LocalProvider = ReturnType<typeof localProvider>
