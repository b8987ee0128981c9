/**
 * The outside systems of the shop, each with its production adapter or embedded default chosen by
 * configuration alone (docs/architecture.md). start.ts opens them; app.ts mounts their routes through `mount`.
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Express } from 'express'
import { importSeed } from '@/studio/seed/import'
import type { Locale } from '@/lib/i18n/locale'
import { createAccountsService } from './accounts/index'
import { createAccountSettings } from './accounts/settings/index'
import { createAlertDispatcher, createAlertsService } from './alerts/index'
import { contactRoutes } from './contact/routes'
import { createContentService, type ContentService } from './catalogue/index'
import type { ContentChange } from './catalogue/dependencies'
import { contentRoutes } from './catalogue/routes'
import type { Config } from './config'
import { createContentLake, LAKE_MOUNT_PATH } from './content-lake/index'
import { openDatabase } from './db/client'
import { createOrdersService } from './orders/index'
import { createGraphQLHandler } from './graphql/index'
import type { Logger } from './logger'
import { createMailer, devMailRouter } from './mail/index'
import { createPaymentsService, type PaymentsService } from './payments/index'
import { paymentsRoutes } from './payments/routes'
import { openCdnPurger, purgeQueue } from './page-cache/cdn'
import { createPageCache, memoryPageStore, type PageCache } from './page-cache/index'
import { openSharedPageCache, PAGE_CACHE_MAX_BYTES } from './page-cache/shared'
import { createRateLimiters } from './rate-limit/index'
import { createMetrics, type Metrics } from './metrics/index'
import { unsubscribeRoutes } from './newsletter/routes'
import { unsubscribeLinks } from './newsletter/unsubscribe'
import { createAdminChannel } from './staff/admin-channel'
import { createStaffService } from './staff/service'
import { loopbackOnly, noStore } from './security'

/** Server-only objects every page's hooks can use (pageContext.content, pageContext.payments); never sent to the browser. */
export interface PageServices {
  content: ContentService
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
  /** Prometheus metrics of this instance (docs/operations.md). */
  metrics: Metrics
  /** The shop listens on `port`: tools on this machine may now find it (the admin channel, PGlite only). */
  listening(port: number): void
  close(): Promise<void>
}

export async function openServices(config: Config, logger: Logger): Promise<Services> {
  const lake = config.sanity.projectId
    ? undefined
    : await createContentLake({
        dataDir: path.join(config.dataDir, 'content'),
        projectId: config.contentLake.projectId,
        dataset: config.contentLake.dataset,
        token: config.contentLake.token,
        logger: logger.child({ module: 'content-lake' }),
        // An empty dataset is filled from studio/seed on first start.
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
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    publicUrl: config.publicUrl,
  })
  mailer.start()

  const db = database.db
  const content = createContentService({ config, logger, lake })
  const accounts = createAccountsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    logger,
    mailGate: limiters.anonymousMail,
    // A reset link proves the address: the network that used it is the owner's (docs/security/accounts.md, N10).
    onAddressProven: (email, client) => limiters.login.reward({ ip: client, email }),
  })
  const identify = async (token: string) => (await accounts.me(token))?._id ?? null
  const payments = createPaymentsService({ config, db, mailer, logger, limiters }, { catalog: content, identify })
  const page: PageServices = { content, payments }
  // Sharing pages across instances needs one content source they all read: hosted content. An embedded lake belongs
  // to one process, so its pages stay in that process.
  const shared =
    config.redisUrl && config.sanity.projectId
      ? await openSharedPageCache(config.redisUrl, content, logger, {
          source: `${config.sanity.apiHost ?? 'sanity'}|${config.sanity.projectId}|${config.sanity.dataset}`,
        })
      : undefined
  const pageCache = createPageCache({
    content,
    store: shared?.store ?? memoryPageStore({ maxBytes: PAGE_CACHE_MAX_BYTES }),
    logger,
    cdn: config.cdn,
  })
  // A CDN in front (CDN_PROVIDER): the pages of changed content queries are purged from it too (server/page-cache/cdn.ts).
  const cdnPurges = config.cdn ? purgeQueue(openCdnPurger(config.cdn), () => content.settled(), logger) : undefined
  const stopPurging = cdnPurges ? content.onQueryChange((key) => cdnPurges.changed(key)) : undefined
  /** A signed webhook reached this instance: revalidate here, and tell the other instances which documents (Redis). */
  const contentChanged = async (change: ContentChange) => {
    await content.revalidate(change)
    await shared?.announceChange(change)
  }

  // docs/product.md §16.5: alerts are checked whenever a cached content query's result changes (a publish).
  const alertDeps = {
    db,
    mailer,
    publicUrl: config.publicUrl,
    logger,
    unsubscribe: unsubscribeLinks(config.jwtSecret, config.publicUrl),
    productBySlug: (slug: string, locale?: Locale) => content.productBySlug(slug, locale),
    unitsLeft: (priceIds: string[]) => payments.unitsLeft(priceIds),
  }
  const alertDispatcher = createAlertDispatcher(alertDeps)
  const alerts = createAlertsService(alertDeps, { confirmed: () => void alertDispatcher.schedule() })
  const stopAlerts = alertDispatcher.start((listener) => content.onQueryChange(listener))

  const staff = createStaffService({
    refunds: payments.refundDeps,
    stock: {
      allPriceIds: async () =>
        (await content.allProducts()).flatMap((p) => [p.price_id, ...(p.variants ?? []).map((v) => v.price_id)]),
      catalog: content,
      soldUnits: payments.soldUnits,
      reservedUnits: payments.reservedUnits,
    },
  })
  const orders = createOrdersService({ db })
  const settings = createAccountSettings({
    db,
    mailer,
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    logger,
    unsubscribe: unsubscribeLinks(config.jwtSecret, config.publicUrl),
    now: () => new Date(),
    orders,
  })
  const graphql = createGraphQLHandler({
    services: { accounts, orders, settings, alerts, staff },
    limiters,
    config,
    logger,
  })
  const metrics = createMetrics({ db, logger, token: config.metricsToken })
  // PGlite admits one process: `npm run staff` asks this one (docs/operations.md). PostgreSQL needs no door.
  const adminChannel = config.databaseUrl ? undefined : createAdminChannel({ dataDir: config.dataDir, db, logger })

  async function databaseCheck(): Promise<'ok' | 'failing'> {
    try {
      await db.execute(sql`select 1`)
      return 'ok'
    } catch (error) {
      logger.warn({ err: error }, 'health check: database failing')
      return 'failing'
    }
  }

  return {
    page,
    pageCache,
    mount(app) {
      if (lake) app.use(LAKE_MOUNT_PATH, lake.router)
      app.use(contentRoutes({ config, logger, limiters }, content, contentChanged))
      // Answers carry personal data (me, myOrders): no browser or proxy cache may keep them.
      app.use('/graphql', noStore, graphql)
      app.use(paymentsRoutes({ config, logger, limiters }, payments))
      app.use(contactRoutes({ config, logger, db, mailer, limiters }))
      app.use(unsubscribeRoutes({ db, logger }))
      // Opt-in (DEV_MAIL), refused in production by the configuration, and for this machine's own browser only.
      if (config.devMail) app.use('/dev/mail', loopbackOnly, devMailRouter({ db }))
      if (adminChannel) app.use(adminChannel.router)
    },
    async health() {
      return { database: await databaseCheck() }
    },
    async ready() {
      const [database, redis, source] = await Promise.all([databaseCheck(), limiters.ping(), content.reachable()])
      return { database, ...(redis ? { redis } : {}), content: source }
    },
    metrics,
    listening(port) {
      adminChannel?.publish(port)
    },
    async close() {
      adminChannel?.close()
      stopAlerts()
      stopPurging?.()
      content.close()
      await pageCache.close()
      // A purge already queued gets two seconds to go out; one still retrying is given up (and logged by its retry).
      if (cdnPurges)
        await Promise.race([cdnPurges.settled(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
      await shared?.close()
      // Reset and newsletter requests already answered finish their token and mail before the mailer stops.
      await graphql.settled()
      await alertDispatcher.settled()
      await mailer.stop()
      await Promise.allSettled([lake?.close(), limiters.close()])
      await database.close()
    },
  }
}
