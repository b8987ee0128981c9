/**
 * The payments routes as the app mounts them (nonce + security headers, then paymentsRoutes) on a real Express
 * server at 127.0.0.1:0, over a test PGlite database and the real mail outbox. Stripe's API, when used, is a
 * loopback fake (the only mock: Stripe cannot be reached from here).
 */
import type { Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import express from 'express'
import type Stripe from 'stripe'
import { loadConfig, type Config } from '@/server/config'
import { createMailer, type Mailer } from '@/server/mail/index'
import { createOrdersService, type OrdersService } from '@/server/orders/index'
import { invoiceLinks } from '@/server/orders/invoice'
import type { HoldLimits } from '@/server/orders/reservations'
import { createPaymentsService, type PaymentsService, type PriceCatalogue } from '@/server/payments/index'
import { paymentsRoutes } from '@/server/payments/routes'
import type { DiscountDeps } from '@/server/promotions/discounts'
import type { Promotion } from '@/server/promotions/pricing'
import { oversoldLinesFrom } from '@/server/payments/stock-levels'
import { stripeRefundGateway } from '@/server/payments/stripe-refunds'
import { createRateLimiters } from '@/server/rate-limit/index'
import { cspNonce, securityHeaders } from '@/server/security'
import { openTestDatabase, testLogger, type TestDatabase } from '@/tests/helpers/db'

export const WEBHOOK_SECRET = 'whsec_test_secret_for_payments_tests'

/** Products as the content would return them (prices in dollars); the abaya has no Arabic title. */
export const CATALOGUE = [
  {
    _id: 'product-hijab',
    title: 'Rose Chiffon Hijab',
    titleAr: 'حجاب شيفون وردي',
    price: 24.95,
    price_id: 'price_hijab',
    slug: 'rose-chiffon-hijab',
  },
  { _id: 'product-abaya', title: 'Nidha <Abaya> & "Co"', price: 129, price_id: 'price_abaya', slug: 'nidha-abaya' },
]

/** The hijab of CATALOGUE as an order or a checkout session stores its line. */
export const hijabOrderLine = (quantity: number) => ({
  priceId: 'price_hijab',
  productId: 'product-hijab',
  name: 'Rose Chiffon Hijab',
  slug: 'rose-chiffon-hijab',
  quantity,
  unitAmount: 2495,
})

/** As PRODUCTS_BY_PRICE_IDS_QUERY answers: `localTitle` in the asked language, else the English. */
export const fixedCatalogue: PriceCatalogue = {
  async productsByPriceIds(ids, locale) {
    return CATALOGUE.filter((p) => ids.includes(p.price_id)).map(({ titleAr, ...p }) => ({
      ...p,
      localTitle: (locale === 'ar' && titleAr) || p.title,
    }))
  },
}

export { startStripeFake, type RecordedRequest } from '@/harness/stripe-fake'

export interface PaymentsApp {
  url: string
  config: Config
  db: TestDatabase
  mailer: Mailer
  /** The orders as server/services.ts wires them (Stripe's refunds API with `stripe`). */
  orders: OrdersService
  payments: PaymentsService
  /** Empties the payments and mail tables. */
  reset(): Promise<void>
  close(): Promise<void>
}

export async function startPaymentsApp(
  opts: {
    stripe?: Stripe
    catalogue?: PriceCatalogue
    now?: () => Date
    database?: TestDatabase
    identify?: (token: string) => Promise<string | null>
    /** What one checkout may hold; the shop's defaults (10 of a variant, 30 in all) without it. */
    holdLimits?: HoldLimits
    /** More configuration (PAYMENT_METHODS, SHOP_ABN, …), read as server/config.ts reads it. */
    env?: Record<string, string>
    /** Discount codes (docs/product.md §20): the promotions a code may name; usage is counted from the orders. */
    promotions?: Promotion[]
  } = {},
): Promise<PaymentsApp> {
  const db = opts.database ?? (await openTestDatabase('pglite'))
  const dataDir = await mkdtemp(path.join(tmpdir(), 'payments-test-'))
  const app = express()
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ...(opts.stripe ? { STRIPE_SECRET_KEY: 'sk_test_fake_key', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } : {}),
    ...opts.env,
  })
  const mailer = createMailer({ db: db.db, from: config.mailFrom, logger: testLogger, publicUrl: url })
  const limiters = await createRateLimiters({ logger: testLogger })
  const catalogue = opts.catalogue ?? fixedCatalogue
  const orders: OrdersService = createOrdersService({
    db: db.db,
    mailer,
    publicUrl: url,
    shopEmail: config.shopEmail,
    logger: testLogger,
    gateway: opts.stripe ? stripeRefundGateway(opts.stripe) : undefined,
    oversoldLines: (order) => oversoldLinesFrom(catalogue, orders.soldUnits)(order),
    holdLimits: opts.holdLimits ?? config.stockHolds,
    // Tax invoices as server/services.ts wires them (docs/product.md §10.8).
    invoices: { links: invoiceLinks(config.jwtSecret, url), seller: config.seller },
    now: opts.now,
  })
  const promotions = opts.promotions ?? []
  const discounts: DiscountDeps = {
    promotionByCode: (code) =>
      Promise.resolve(promotions.find((p) => p.code.toUpperCase() === code.trim().toUpperCase()) ?? null),
    promotionUsage: (id, userId) => orders.promotionUsage(id, userId),
    now: opts.now ?? (() => new Date()),
  }
  const payments = createPaymentsService(
    { config, logger: testLogger, db: db.db, limiters },
    { catalogue, orders, stripe: opts.stripe, now: opts.now, identify: opts.identify, discounts },
  )
  app.set('trust proxy', 'loopback')
  app.use(cspNonce())
  app.use(securityHeaders({ production: false, viteDev: true, stripe: false }))
  app.use(paymentsRoutes({ config, logger: testLogger, limiters }, payments))
  return {
    url,
    config,
    db,
    mailer,
    orders,
    payments,
    async reset() {
      await db.db.execute(
        sql.raw(
          'TRUNCATE "orders", "payment_events", "checkout_sessions", "mail_outbox", "stock_reservations" CASCADE',
        ),
      )
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await limiters.close()
      if (!opts.database) await db.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as { url?: string; error?: { message: string } } | null,
    headers: response.headers,
  }
}
