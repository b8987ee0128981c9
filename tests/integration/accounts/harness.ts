/**
 * Starts the accounts API the way the app mounts it: a real Express server on 127.0.0.1:0 with the GraphQL handler
 * at /graphql and the outbox viewer at /dev/mail, over a test database, a real loopback SMTP server and real limiters.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import express from 'express'
import { beforeEach } from 'vitest'
import { signSessionToken } from '@/server/accounts/jwt'
import { mailOutbox, users } from '@/server/db/schema/index'
import { createAccountsService } from '@/server/accounts/index'
import { createAccountSettings } from '@/server/accounts/settings/index'
import type { Database } from '@/server/db/client'
import { createGraphQLHandler, type GraphQLServices } from '@/server/graphql-features'
import { unsubscribeLinks } from '@/server/newsletter/unsubscribe'
import { createOrdersService, type OrdersService } from '@/server/orders/index'
import { createMailer, devMailRouter, type Mailer } from '@/server/mail/index'
import {
  createRateLimiters,
  RATE_LIMIT_ACTIONS,
  type ActionLimits,
  type RateLimitAction,
  type RateLimiters,
} from '@/server/rate-limit/index'
import { createSecondFactor } from '@/server/staff/second-factor'
import { createStaffService } from '@/server/staff/service'
import {
  openTestDatabase,
  testLogger,
  type BackendInfo,
  type DatabaseBackend,
  type TestDatabase,
} from '@/tests/helpers/db'
import { startSmtpServer, type TestSmtpServer } from '@/harness/smtp'
import { startedForTests } from '@/tests/helpers/started-for-tests'

export const PUBLIC_URL = 'http://shop.test'
/** The shop's defaults (server/config.ts): what one checkout may hold. */
export const TEST_HOLD_LIMITS = { perVariant: 10, total: 30 }
export const JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789'
export const STAFF_FACTOR_KEY = 'test-factor-key-test-factor-key-0123456789'
/** The Studio the passkeys belong to (config.staffPasskeys). */
export const STUDIO_ORIGIN = 'https://studio.shop.test'
export const STUDIO_RP_ID = 'studio.shop.test'

/** A clock tests can move forward; everything time-dependent in the service and mailer reads it. */
export function createClock() {
  let offsetMs = 0
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms
    },
  }
}

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }> }
  text: string
  headers: Headers
}

export interface AccountsApp {
  url: string
  db: TestDatabase
  mailer: Mailer
  smtp: TestSmtpServer | undefined
  clock: ReturnType<typeof createClock>
  gql<T = Record<string, unknown>>(
    /** A document string, or one of the browser's generated TypedDocumentStrings. */
    query: string | { toString(): string },
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T>>
  post(body: string, headers?: Record<string, string>): Promise<{ status: number; text: string; headers: Headers }>
  /** Empties the database between tests. Limiters are per app: make a new app for a clean count. */
  reset(): Promise<void>
  close(): Promise<void>
}

export interface StartOptions {
  backend: DatabaseBackend
  /** Default: a loopback SMTP server. `false`: no SMTP (messages stay 'stored'). */
  smtp?: boolean
  redisUrl?: string
  limits?: Partial<Record<RateLimitAction, ActionLimits>>
  isProduction?: boolean
  /** Reuse an already open database (several apps in one file). */
  database?: TestDatabase
  /** The orders as the shop wires them (e.g. with Stripe's refunds API, sharing a payments app's database). */
  orders?: OrdersService
}

/** Generous limits, so suites that are not about rate limiting never trip them. */
export const RELAXED_LIMITS = Object.fromEntries(
  RATE_LIMIT_ACTIONS.map((action) => [
    action,
    { perIp: { points: 1000, durationSec: 60 }, perEmail: { points: 1000, durationSec: 60 } },
  ]),
) as Record<RateLimitAction, ActionLimits>

let prefixCounter = 0

/** The services GraphQL resolves with, wired as server/services.ts wires them, on this app's clock. */
function graphQLServices(deps: {
  db: Database
  mailer: Mailer
  limiters: RateLimiters
  clock: { now: () => Date }
  orders?: OrdersService
}): GraphQLServices {
  const { db, mailer, limiters } = deps
  const orders =
    deps.orders ??
    createOrdersService({
      db,
      mailer,
      publicUrl: PUBLIC_URL,
      logger: testLogger,
      holdLimits: TEST_HOLD_LIMITS,
      now: deps.clock.now,
    })
  const accounts = createAccountsService({
    db,
    mailer,
    publicUrl: PUBLIC_URL,
    jwtSecret: JWT_SECRET,
    logger: testLogger,
    now: deps.clock.now,
    mailGate: limiters.anonymousMail,
    onAddressProven: (email, client) => limiters.login.reward({ ip: client, email }),
    orders,
  })
  const settings = createAccountSettings({
    db,
    mailer,
    publicUrl: PUBLIC_URL,
    jwtSecret: JWT_SECRET,
    logger: testLogger,
    unsubscribe: unsubscribeLinks(JWT_SECRET, PUBLIC_URL),
    now: deps.clock.now,
    orders,
    newAddressMail: limiters.newAddressMail,
  })
  // Without the shop's catalogue the low-stock list is empty; everything else acts on the database.
  const staff = createStaffService({
    db,
    orders,
    stock: {
      allPriceIds: async () => [],
      catalogue: { productsByPriceIds: async () => [] },
      soldUnits: orders.soldUnits,
      reservedUnits: orders.reservedUnits,
    },
  })
  return {
    accounts,
    orders,
    settings,
    staff,
    secondFactor: createSecondFactor({
      db,
      now: deps.clock.now,
      factorKey: STAFF_FACTOR_KEY,
      passkeys: { rpId: STUDIO_RP_ID, origins: [STUDIO_ORIGIN] },
    }),
  }
}

export async function startAccountsApp(opts: StartOptions): Promise<AccountsApp> {
  const db = opts.database ?? (await openTestDatabase(opts.backend))
  const smtp = opts.smtp === false ? undefined : await startSmtpServer()
  const clock = createClock()
  const mailer = createMailer({
    db: db.db,
    smtpUrl: smtp?.url,
    from: 'Noor & Thread <hello@noorandthread.test>',
    logger: testLogger,
    publicUrl: PUBLIC_URL,
    now: clock.now,
  })
  const limiters = await createRateLimiters({
    redisUrl: opts.redisUrl,
    logger: testLogger,
    // A fresh prefix per app: Redis keeps counts between runs.
    keyPrefix: `test:${process.pid}:${Date.now()}:${prefixCounter++}`,
    limits: opts.limits ?? RELAXED_LIMITS,
  })
  const app = express()
  app.use(
    '/graphql',
    createGraphQLHandler({
      services: graphQLServices({ db: db.db, mailer, limiters, clock, orders: opts.orders }),
      limiters,
      config: { isProduction: opts.isProduction ?? false, publicUrl: PUBLIC_URL },
      logger: testLogger,
    }),
  )
  app.use('/dev/mail', devMailRouter({ db: db.db }))
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const post = async (body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body,
    })
    return { status: res.status, text: await res.text(), headers: res.headers }
  }

  return {
    url,
    db,
    mailer,
    smtp,
    clock,
    post,
    async gql(document, variables, headers) {
      const query = String(document)
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1]
      const res = await post(JSON.stringify({ operationName, query, variables }), headers)
      return { ...res, body: JSON.parse(res.text) }
    },
    async reset() {
      // Let mails of the previous test land first, so none arrives late and is mistaken for this test's.
      const deadline = Date.now() + 10_000
      while (smtp && Date.now() < deadline) {
        const pending = await db.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'pending'))
        if (pending.length === 0) break
        await new Promise((r) => setTimeout(r, 20))
      }
      if (smtp) smtp.messages.length = 0
      await db.truncate()
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await mailer.stop()
      await limiters.close()
      await smtp?.stop()
      if (!opts.database) await db.close()
    },
  }
}

/**
 * The accounts app for the tests of a describe block on one database backend (`describe.each(databaseBackends)`):
 * started before them, emptied before each, closed after them; where the backend is not available they are skipped.
 */
export function accountsAppPerBackend(
  { name, skipReason }: Pick<BackendInfo, 'name'> & Partial<BackendInfo>,
  options: Omit<StartOptions, 'backend'> = {},
): AccountsApp {
  const app = startedForTests(
    `the accounts app over ${name}`,
    async () => (skipReason ? undefined : startAccountsApp({ ...options, backend: name })),
    (started) => started.close(),
  )
  beforeEach(async (ctx) => {
    if (skipReason) ctx.skip()
    await app.reset()
  })
  return app
}

/** A user written straight into the app's database, and a session token signed for them (with its header). */
export async function signedInUser(
  app: AccountsApp,
  email: string,
  user: { fullName?: string; passwordHash?: string; verified?: boolean; isStaff?: boolean } = {},
) {
  const id = randomUUID()
  await app.db.db.insert(users).values({
    id,
    fullName: user.fullName ?? 'Test Shopper',
    email,
    passwordHash: user.passwordHash ?? 'x',
    emailVerifiedAt: (user.verified ?? true) ? new Date() : null,
    isStaff: user.isStaff ?? false,
    tokensValidAfter: new Date(Date.now() - 60_000),
  })
  const token = await signSessionToken(JWT_SECRET, id, Math.floor(Date.now() / 1000))
  return { id, email, token, auth: { authorization: `Bearer ${token}` } }
}

// The browser's own documents, so the tests exercise exactly what the storefront sends.
export {
  ConfirmNewsletterSubscriptionDocument as CONFIRM_NEWSLETTER,
  LoginDocument as LOGIN,
  LogoutDocument as LOGOUT,
  MeDocument as ME,
  RegisterDocument as REGISTER,
  RequestPasswordResetDocument as REQUEST_RESET,
  ResetPasswordDocument as RESET,
  SubscribeToNewsletterDocument as SUBSCRIBE,
  VerifyEmailDocument as VERIFY,
} from '@/lib/api/operations.generated'
