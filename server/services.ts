/**
 * The outside systems of the shop, each with its production adapter or embedded default chosen by
 * configuration alone (docs/architecture.md). start.ts opens them; app.ts mounts their routes through `mount`.
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Express } from 'express'
import { importSeed } from '@/seed/import'
import type { Locale } from '@/lib/i18n/locale'
import { createAccountsService, type AccountsService } from './accounts/index'
import { createAccountSettings } from './accounts/settings/index'
import { createAlertDispatcher, createAlertsService, type AlertDispatcher, type AlertsService } from './alerts/index'
import { contactRoutes } from './contact/routes'
import { createCatalogueService, type CatalogueReads, type CatalogueService } from './catalogue/index'
import { createDraftMode, type DraftMode } from './draft-mode/index'
import type { ContentChange } from './catalogue/dependencies'
import { contentRoutes } from './catalogue/routes'
import type { Config } from './config'
import { createContentLake, LAKE_MOUNT_PATH, type ContentLake } from './content-lake/index'
import { openDatabase, type Database, type OpenedDatabase } from './db/client'
import { exchangeVariantsFrom } from './payments/exchange-variants'
import { createOrdersService, type OrdersService } from './orders/index'
import { createGraphQLHandler } from './graphql-features'
import type { GraphQLHandler } from './graphql/index'
import type { Logger } from './logger'
import { createMailer, devMailRouter, type Mailer } from './mail/index'
import { createPaymentsService, type PaymentsService } from './payments/index'
import { createPromotionsService, type PromotionsService } from './promotions/service'
import { paymentsRoutes } from './payments/routes'
import { oversoldLinesFrom } from './payments/stock-levels'
import { createStripeClient } from './payments/stripe-provider'
import { stripeRefundGateway } from './payments/stripe-refunds'
import { openCdnPurger, purgeQueue } from './page-cache/cdn'
import { createPageCache, memoryPageStore, type PageCache } from './page-cache/index'
import { openSharedPageCache, PAGE_CACHE_MAX_BYTES } from './page-cache/shared'
import { createRateLimiters } from './rate-limit/index'
import { createMetrics, type Metrics } from './metrics/index'
import { unsubscribeRoutes } from './newsletter/routes'
import { unsubscribeLinks } from './newsletter/unsubscribe'
import { invoiceLinks } from './orders/invoice'
import { invoiceRoutes } from './orders/invoice-routes'
import { createAdminChannel, type AdminChannel } from './staff/admin-channel'
import { createSecondFactor } from './staff/second-factor'
import { createStaffService } from './staff/service'
import { loopbackOnly, noStore } from './security'

/** Server-only objects every page's hooks can use (pageContext.catalogue, pageContext.payments); never sent to the browser. */
export interface PageServices {
  /** The published catalogue; in draft mode its draft reads (server/draft-mode). */
  catalogue: CatalogueReads
  payments: PaymentsService
}

/**
 * The opened outside systems. Each feature below is handed only the parts it uses (its own `…Deps` type), so no
 * feature module depends on this file and this file alone knows them all.
 */
export interface Services {
  page: PageServices
  /** Rendered pages, kept until the content they read changes (docs/adr/0007-page-cache.md). */
  pageCache: PageCache
  /** Adds the API routes (content, GraphQL, checkout, webhooks, contact, dev mail). */
  mount(app: Express): void
  health(): Promise<Record<string, string>>
  /** Whether this instance can serve now: the database, Redis (when configured) and the content source answer. */
  ready(): Promise<Record<string, string>>
  /** Draft preview: a request's draft session, for the page renderer (server/draft-mode). */
  draftMode: Pick<DraftMode, 'session'>
  /** Prometheus metrics of this instance (docs/operations.md). */
  metrics: Metrics
  /** The shop listens on `port`: tools on this machine may now find it (the admin channel, PGlite only). */
  listening(port: number): void
  close(): Promise<void>
}

export async function openServices(config: Config, logger: Logger): Promise<Services> {
  const base = await openSystems(config, logger)
  const catalogue = createCatalogueService({ config, logger, lake: base.lake })
  const shop = openShop(base, catalogue)
  const pages = await openPageCache(base, catalogue)
  const alerts = openAlerts(base, catalogue, shop.payments)
  const stopWatching = watchContent(catalogue, pages, alerts.dispatcher)
  const graphql = openGraphQL(base, catalogue, shop, alerts.service)
  const metrics = createMetrics({ db: base.db, logger, token: config.metricsToken })
  // PGlite admits one process: `npm run staff` asks this one (docs/operations.md). PostgreSQL needs no door.
  const adminChannel = config.databaseUrl
    ? undefined
    : createAdminChannel({ dataDir: config.dataDir, db: base.db, logger })
  const draftMode = createDraftMode({
    config,
    logger,
    limiters: base.limiters,
    lake: base.lake,
    drafts: catalogue.drafts,
  })
  const opened: Opened = { ...base, catalogue, ...shop, pages, alerts, graphql, adminChannel, stopWatching, draftMode }

  return {
    page: { catalogue, payments: shop.payments },
    pageCache: pages.pageCache,
    draftMode,
    mount: (app) => mountRoutes(app, opened),
    async health() {
      return { database: await databaseCheck(base) }
    },
    async ready() {
      const [database, redis, source] = await Promise.all([
        databaseCheck(base),
        base.limiters.ping(),
        catalogue.reachable(),
      ])
      return { database, ...(redis ? { redis } : {}), content: source }
    },
    metrics,
    listening(port) {
      adminChannel?.publish(port)
    },
    close: () => closeAll(opened),
  }
}

/** The configuration, the logger and the outside systems every later step stands on. */
interface Base {
  config: Config
  logger: Logger
  /** The embedded content lake; undefined when hosted content (SANITY_PROJECT_ID) serves the shop. */
  lake: ContentLake | undefined
  database: OpenedDatabase
  /** `database.db`: what the features query with, unless they are given a lane of their own (`database.lanes`). */
  db: Database
  limiters: Awaited<ReturnType<typeof createRateLimiters>>
  mailer: Mailer
}

/** Everything openServices opened: what the routes, the checks and the shutdown reach. */
interface Opened extends Base, Shop {
  catalogue: CatalogueService
  pages: PageCaching
  alerts: Alerts
  graphql: GraphQLHandler
  adminChannel: AdminChannel | undefined
  draftMode: DraftMode
  /** Stops the work that follows content changes (watchContent). */
  stopWatching: () => void
}

/** The content lake (unless content is hosted), the database, the rate limiters and the mailer's delivery loop. */
async function openSystems(config: Config, logger: Logger): Promise<Base> {
  const lake = config.sanity.projectId
    ? undefined
    : await createContentLake({
        dataDir: path.join(config.dataDir, 'content'),
        projectId: config.contentLake.projectId,
        dataset: config.contentLake.dataset,
        token: config.contentLake.token,
        logger: logger.child({ module: 'content-lake' }),
        // An empty dataset is filled from seed/ on first start.
        seed: (target) => importSeed(target),
      })
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger })
  const limiters = await createRateLimiters({
    redisUrl: config.redisUrl,
    logger,
    anonymousMailPerHour: config.anonymousMailPerHour,
  })
  const mailer = createMailer({
    db: database.db,
    deliveryDb: database.lanes.background,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    publicUrl: config.publicUrl,
  })
  mailer.start()
  return { config, logger, lake, database, db: database.db, limiters, mailer }
}

interface Shop {
  orders: OrdersService
  accounts: AccountsService
  payments: PaymentsService
  promotions: PromotionsService
}

/**
 * The orders (the only writer of orders, refunds, stock holds and timelines: docs/architecture.md §12), then the
 * accounts and payments that call them; payments prices from the `catalogue` and knows a signed-in shopper's
 * checkout by `accounts`. One Stripe client serves both checkout and the orders' refunds.
 */
function openShop({ config, logger, db, database, mailer, limiters }: Base, catalogue: CatalogueService): Shop {
  const stripe = config.stripe.secretKey ? createStripeClient(config.stripe.secretKey, config.stripe.apiUrl) : undefined
  // The money path on lanes of its own (server/db/client.ts): nothing else's queue is in front of it.
  const orders = createOrdersService({
    db: database.lanes.payments,
    checkoutDb: database.lanes.checkout,
    mailer,
    publicUrl: config.publicUrl,
    shopEmail: config.shopEmail,
    returnsAddress: config.returnsAddress,
    logger,
    gateway: stripe ? stripeRefundGateway(stripe) : undefined,
    oversoldLines: (order) => oversoldLinesFrom(catalogue, orders.soldUnits)(order),
    holdLimits: config.stockHolds,
    returns: { variantsOf: exchangeVariantsFrom(catalogue) },
    invoices: { links: invoiceLinks(config.jwtSecret, config.publicUrl), seller: config.seller },
  })
  const accounts = createAccountsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    logger,
    mailGate: limiters.anonymousMail,
    // A reset link proves the address: the network that used it is the owner's (docs/security/accounts.md, N10).
    onAddressProven: (email, client) => limiters.login.reward({ ip: client, email }),
    orders,
  })
  const identify = async (token: string) => (await accounts.me(token))?._id ?? null
  const promotions = createPromotionsService({ catalogue, orders })
  const payments = createPaymentsService(
    { config, db: database.lanes.payments, logger, limiters },
    { catalogue, orders, stripe, identify, discounts: promotions.discounts },
  )
  return { orders, accounts, payments, promotions }
}

type PageCaching = Awaited<ReturnType<typeof openPageCache>>

async function openPageCache({ config, logger }: Base, catalogue: CatalogueService) {
  // Sharing pages across instances needs one content source they all read: hosted content. An embedded lake belongs
  // to one process, so its pages stay in that process.
  const shared =
    config.redisUrl && config.sanity.projectId
      ? await openSharedPageCache(config.redisUrl, catalogue, logger, {
          source: `${config.sanity.apiHost ?? 'sanity'}|${config.sanity.projectId}|${config.sanity.dataset}`,
        })
      : undefined
  const pageCache = createPageCache({
    content: catalogue,
    store: shared?.store ?? memoryPageStore({ maxBytes: PAGE_CACHE_MAX_BYTES }),
    logger,
    cdn: config.cdn,
  })
  // A CDN in front (CDN_PROVIDER): the pages of changed content queries are purged from it too (server/page-cache/cdn.ts).
  const cdnPurges = config.cdn
    ? purgeQueue(openCdnPurger(config.cdn), () => catalogue.settled(), logger, shared?.purgeClaims)
    : undefined
  /** A signed webhook reached this instance: revalidate here, and tell the other instances which documents (Redis). */
  const contentChanged = async (change: ContentChange) => {
    await catalogue.revalidate(change)
    await shared?.announceChange(change)
  }
  return { shared, pageCache, cdnPurges, contentChanged }
}

interface Alerts {
  dispatcher: AlertDispatcher
  service: AlertsService
}

/** Back-in-stock alerts (docs/product.md §16.5): the service shoppers sign up with, and the dispatcher that mails. */
function openAlerts(
  { config, logger, db, database, mailer }: Base,
  catalogue: CatalogueService,
  payments: PaymentsService,
): Alerts {
  const alertDeps = {
    db,
    mailer,
    publicUrl: config.publicUrl,
    logger,
    unsubscribe: unsubscribeLinks(config.jwtSecret, config.publicUrl),
    productBySlug: (slug: string, locale?: Locale) => catalogue.productBySlug(slug, locale),
    unitsLeft: (priceIds: string[]) => payments.unitsLeft(priceIds),
  }
  // A pass after a publish can mail many alerts: it is background work, on the background lane.
  const dispatcher = createAlertDispatcher({ ...alertDeps, db: database.lanes.background })
  const service = createAlertsService(alertDeps, { confirmed: () => void dispatcher.schedule() })
  return { dispatcher, service }
}

/**
 * The work that follows content changes: the CDN's pages of a changed query are purged, and alerts are checked
 * whenever a cached content query's result changes (a publish, docs/product.md §16.5). Returns what stops both.
 */
function watchContent(
  catalogue: CatalogueService,
  { cdnPurges }: PageCaching,
  dispatcher: AlertDispatcher,
): () => void {
  const stopPurging = cdnPurges ? catalogue.onQueryChange((key, result) => cdnPurges.changed(key, result)) : undefined
  const stopAlerts = dispatcher.start((listener) => catalogue.onQueryChange(listener))
  return () => {
    stopAlerts()
    stopPurging?.()
  }
}

/** The services behind /graphql (orders, account settings and the Orders tool's staff besides), and its handler. */
function openGraphQL(
  { config, logger, db, mailer, limiters }: Base,
  catalogue: CatalogueService,
  { orders, accounts, promotions }: Shop,
  alerts: AlertsService,
): GraphQLHandler {
  const staff = createStaffService({
    db,
    orders,
    stock: {
      allPriceIds: async () =>
        (await catalogue.allProducts()).flatMap((p) => [p.price_id, ...(p.variants ?? []).map((v) => v.price_id)]),
      catalogue: catalogue,
      soldUnits: orders.soldUnits,
      reservedUnits: orders.reservedUnits,
    },
  })
  const settings = createAccountSettings({
    db,
    mailer,
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    logger,
    unsubscribe: unsubscribeLinks(config.jwtSecret, config.publicUrl),
    now: () => new Date(),
    orders,
    newAddressMail: limiters.newAddressMail,
  })
  const secondFactor = createSecondFactor({
    db,
    now: () => new Date(),
    factorKey: config.staffFactorKey,
    passkeys: config.staffPasskeys,
  })
  return createGraphQLHandler({
    services: { accounts, orders, settings, alerts, staff, secondFactor, promotions },
    limiters,
    config,
    logger,
  })
}

/** The API routes, in the order of docs/architecture.md §2.1. */
function mountRoutes(app: Express, opened: Opened): void {
  const { config, logger, db, mailer, limiters, lake, catalogue, payments, orders, pages, graphql, adminChannel } =
    opened
  if (lake) app.use(LAKE_MOUNT_PATH, lake.router)
  app.use(contentRoutes({ config, logger, limiters }, catalogue, pages.contentChanged))
  app.use(opened.draftMode.routes)
  // Answers carry personal data (me, myOrders): no browser or proxy cache may keep them.
  app.use('/graphql', noStore, graphql)
  app.use(paymentsRoutes({ config, logger, limiters }, payments))
  app.use(contactRoutes({ config, logger, db, mailer, limiters }))
  app.use(unsubscribeRoutes({ db, logger }))
  // The tax invoice page: rendered here, not by Vike (server/orders/invoice-page.ts).
  app.use(invoiceRoutes(orders))
  // Opt-in (DEV_MAIL), refused in production by the configuration, and for this machine's own browser only.
  if (config.devMail) app.use('/dev/mail', loopbackOnly, devMailRouter({ db }))
  if (adminChannel) app.use(adminChannel.router)
}

async function databaseCheck({ db, logger }: Base): Promise<'ok' | 'failing'> {
  try {
    await db.execute(sql`select 1`)
    return 'ok'
  } catch (error) {
    logger.warn({ err: error }, 'health check: database failing')
    return 'failing'
  }
}

/** Stops taking work, lets what was accepted finish (mails included), then closes the outside systems. */
async function closeAll(opened: Opened): Promise<void> {
  const { adminChannel, stopWatching, catalogue, pages, graphql, alerts, mailer, lake, limiters, database } = opened
  adminChannel?.close()
  stopWatching()
  catalogue.close()
  await pages.pageCache.close()
  // A purge already queued gets two seconds to go out; one still retrying is given up (and logged by its retry).
  if (pages.cdnPurges)
    await Promise.race([pages.cdnPurges.settled(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
  await pages.shared?.close()
  // Reset and newsletter requests already answered finish their token and mail before the mailer stops.
  await graphql.settled()
  await alerts.dispatcher.settled()
  await mailer.stop()
  await Promise.allSettled([lake?.close(), limiters.close()])
  await database.close()
}
