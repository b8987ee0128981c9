/**
 * The one place configuration is read. Every variable is documented in `.env.example`.
 * Without configuration every outside system falls back to its embedded default (docs/architecture.md);
 * in production a missing secret is a start-up error, never a silent default.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { CHECKOUT_MAX_QUANTITY, PLACEHOLDER_RETURNS_ADDRESS, SHOP_NAME } from '@/lib/constants'
import { isValidAbn } from '@/lib/gst'
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from '@/lib/instalments'
import { validatePublishableKey } from '@/lib/stripe/publishableKey'
import { DEFAULT_PAGE_LANE_PER_TURN } from './money-lane'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const optionalUrl = optionalString.pipe(z.url().optional())

/** `1`/`true`/`yes` switch a feature on; anything else (or unset) leaves it off. */
const flag = optionalString.transform((v) => v !== undefined && /^(1|true|yes)$/i.test(v))

/**
 * Express's `trust proxy`: the number of proxies in front of the shop, or their addresses/CIDRs (and Express's
 * named ranges loopback, linklocal, uniquelocal). `true` would believe any X-Forwarded-For and is refused.
 */
const trustProxy = optionalString.transform((value, ctx): false | number | string[] => {
  if (value === undefined || /^(false|0)$/i.test(value)) return false
  if (/^\d+$/.test(value)) return Number(value)
  if (/^true$/i.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would believe any X-Forwarded-For header (every per-IP limit could be bypassed): give the number of proxies in front of the shop (e.g. 1) or their addresses',
    })
    return z.NEVER
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
})

/**
 * PAYMENT_METHODS: the Stripe Checkout methods the shop offers, comma-separated (`card,afterpay_clearpay,zip`);
 * unset: Stripe's dynamic methods (whatever the Dashboard switches on) and no instalments note (docs/product.md §10.9).
 */
const paymentMethods = optionalString.transform((value, ctx): PaymentMethodType[] | undefined => {
  if (value === undefined) return undefined
  const listed = [...new Set(value.split(',').map((part) => part.trim().toLowerCase()))].filter(Boolean)
  const unknown = listed.filter((m) => !(PAYMENT_METHOD_TYPES as readonly string[]).includes(m))
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown payment method ${unknown.join(', ')}: use ${PAYMENT_METHOD_TYPES.join(', ')}`,
    })
    return z.NEVER
  }
  return listed as PaymentMethodType[]
})

/** A flag that is on unless switched off (`0`/`false`/`no`). */
const flagOn = optionalString.transform((v) => v === undefined || !/^(0|false|no)$/i.test(v))

/** A count of seconds; empty is unset (as `.env.example` leaves it). */
const seconds = optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).optional())

const envSchema = z.object({
  /** Unset: a local run (npm start, npm run dev). production: a deployment, with strict checks. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: 127.0.0.1 outside production (a local run is not reachable from the network), 0.0.0.0 in production. */
  HOST: optionalString,
  TRUST_PROXY: trustProxy,
  /** Serves the mail outbox at /dev/mail (to loopback clients only); never in production. */
  DEV_MAIL: flag,
  /** Renders every page per request (benchmarks of the render itself, debugging); the page cache is on by default. */
  DISABLE_PAGE_CACHE: flag,
  /**
   * While checkout, the Stripe webhook or live stock is in flight, browsing connections are read this many a turn of
   * the event loop (server/money-lane.ts); 0 turns the lane off.
   */
  PAGE_LANE_PER_TURN: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(0).default(DEFAULT_PAGE_LANE_PER_TURN),
  ),
  /** Origin used in e-mails, redirects, canonical URLs and the sitemap. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('.data'),
  /** Bearer token a scraper on another host sends for /metrics; loopback needs none (docs/operations.md). */
  METRICS_TOKEN: optionalString.pipe(z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),

  SANITY_PROJECT_ID: optionalString,
  /** Another Sanity-compatible API origin instead of <project>.api.sanity.io (a proxy, or tests). */
  SANITY_API_HOST: optionalUrl,
  SANITY_DATASET: z.string().default('production'),
  SANITY_READ_TOKEN: optionalString,
  SANITY_WRITE_TOKEN: optionalString,
  /** Shared secret of the Sanity webhook that purges the content cache (POST /api/revalidate). */
  SANITY_WEBHOOK_SECRET: optionalString,
  /** Write token of the embedded content lake (generated into DATA_DIR when unset). */
  CONTENT_LAKE_TOKEN: optionalString,
  /** Port of the local Studio that `npm run studio` serves over HTTPS on *.localhost (docs/adr/0008-local-studio.md). */
  STUDIO_PORT: z.coerce.number().int().min(1).max(65535).default(3333),
  /**
   * Origins (comma-separated) whose pages may call /graphql: the hosted Studio with the Orders tool
   * (docs/operations.md). Outside production the local Studio's origin is added.
   */
  STAFF_TOOL_ORIGINS: optionalString,

  DATABASE_URL: optionalString,

  /** A CDN in front of the shop that the shop purges by tag when content changes (server/page-cache/cdn.ts). */
  CDN_PROVIDER: z
    .enum(['fastly'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FASTLY_SERVICE_ID: optionalString,
  FASTLY_API_TOKEN: optionalString,
  /** Fastly's API origin; only a test changes it. */
  FASTLY_API_URL: optionalUrl,
  /** Seconds a CDN keeps a cached page (it is purged on change), may serve it stale while refetching, or on errors. */
  CDN_MAX_AGE: seconds.default(86_400),
  CDN_STALE_WHILE_REVALIDATE: seconds.default(60),
  CDN_STALE_IF_ERROR: seconds.default(86_400),
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default(`${SHOP_NAME} <hello@noorandthread.test>`),
  SHOP_EMAIL: z.string().default('shop@noorandthread.test'),
  /** Where returned parcels go, printed in the return approval mail; the placeholder is refused in production. */
  RETURNS_ADDRESS: optionalString
    .pipe(z.string().max(300, 'RETURNS_ADDRESS must be at most 300 characters').optional())
    .transform((v) => v ?? PLACEHOLDER_RETURNS_ADDRESS),

  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  /** Encrypts the staff's authenticator-app secrets at rest (server/staff/factor-key.ts). */
  STAFF_FACTOR_KEY: optionalString.pipe(
    z.string().min(32, 'STAFF_FACTOR_KEY must be at least 32 characters').optional(),
  ),
  /**
   * The passkeys' relying party ID (WebAuthn): the Studio's host name or a parent domain of it. Unset: the host of
   * the first STAFF_TOOL_ORIGINS origin (outside production, the local Studio's local.localhost).
   */
  STAFF_PASSKEY_RP_ID: optionalString,

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Another Stripe-compatible API instead of api.stripe.com (stripe-mock, or a loopback fake in tests). */
  STRIPE_API_URL: optionalUrl,
  /** Production without Stripe: run the built-in test payment page anyway; its orders are marked test, never paid. */
  ALLOW_TEST_PAYMENTS: flag,
  ALLOW_NO_SMTP: flag,

  /** docs/product.md §10.9: the Checkout Session's payment methods; see `paymentMethods` above. */
  PAYMENT_METHODS: paymentMethods,
  /** docs/product.md §10.8: the shop is registered for GST (on by default): prices say so, orders get tax invoices. */
  GST_REGISTERED: flagOn,
  /** The seller's legal name on tax invoices (default: the shop's name). */
  SHOP_LEGAL_NAME: optionalString,
  /** The seller's ABN on tax invoices: 11 digits; production refuses to start without it while GST_REGISTERED. */
  SHOP_ABN: optionalString.refine((v) => v === undefined || isValidAbn(v), {
    message: 'SHOP_ABN is not a valid ABN (11 digits that pass the ATO check, e.g. 51 824 753 556)',
  }),

  CONTACT_FORM_ENDPOINT: optionalUrl,
  /** Mails anyone can make the shop send to unproven addresses, per hour, over all clients (docs/security/accounts.md). */
  ANONYMOUS_MAIL_PER_HOUR: z.coerce.number().int().min(1).optional(),
  /** Units one checkout (one client, one account) may hold of a variant, and in all (docs/product.md §16.4). */
  STOCK_HOLD_UNITS_PER_VARIANT: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(CHECKOUT_MAX_QUANTITY).default(10),
  ),
  STOCK_HOLD_UNITS_TOTAL: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).default(30)),
})

export type Env = z.infer<typeof envSchema>

export interface Config {
  env: Env['NODE_ENV']
  isProduction: boolean
  port: number
  host: string
  /** Express `trust proxy`: false (default), a hop count or the proxies' addresses. */
  trustProxy: false | number | string[]
  /** Whether /dev/mail is served (to loopback clients only). */
  devMail: boolean
  /** DISABLE_PAGE_CACHE: render every page per request. */
  pageCacheDisabled: boolean
  /** PAGE_LANE_PER_TURN: browsing connections read per turn while the money path waits (server/money-lane.ts). */
  pageLanePerTurn: number
  publicUrl: string
  dataDir: string
  logLevel: NonNullable<Env['LOG_LEVEL']>
  metricsToken: string | undefined
  sanity: {
    /** Unset means the embedded content lake serves the content. */
    projectId: string | undefined
    /** Unset: Sanity's own API hosts. */
    apiHost: string | undefined
    dataset: string
    readToken: string | undefined
    writeToken: string | undefined
    webhookSecret: string | undefined
  }
  contentLake: { projectId: string; dataset: string; token: string }
  /** `npm run studio` against the embedded lake. */
  studio: { port: number }
  /** Origins besides publicUrl's that may call /graphql (the Studio's Orders tool). */
  staffToolOrigins: string[]
  databaseUrl: string | undefined
  /** A CDN purged by tag on content change, and how long it may keep pages; undefined: no CDN is purged. */
  cdn:
    | {
        provider: 'fastly'
        fastly: { serviceId: string; apiToken: string; apiUrl: string }
        maxAge: number
        staleWhileRevalidate: number
        staleIfError: number
      }
    | undefined
  redisUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  shopEmail: string
  /** RETURNS_ADDRESS: the approval mail's return address (docs/product.md §17.5). */
  returnsAddress: string
  jwtSecret: string
  /** STAFF_FACTOR_KEY: the key the authenticator-app secrets are encrypted with. */
  staffFactorKey: string
  /** Passkeys for the staff (WebAuthn): the relying party ID, and the Studio origins a ceremony may come from. */
  staffPasskeys: { rpId: string; origins: string[] }
  stripe: {
    secretKey: string | undefined
    webhookSecret: string | undefined
    publishableKey: string | undefined
    apiUrl: string | undefined
  }
  /** The built-in test payment page instead of Stripe (no STRIPE_SECRET_KEY). */
  testPayments: boolean
  /** How many units one checkout may hold (security review T4-2; server/orders/reservations.ts). */
  stockHolds: { perVariant: number; total: number }
  /** PAYMENT_METHODS: the Checkout Session's methods; undefined: Stripe's dynamic methods, no instalments note. */
  paymentMethods: PaymentMethodType[] | undefined
  /** The seller as a tax invoice names it (docs/product.md §10.8). */
  seller: SellerConfig
  contactFormEndpoint: string | undefined
  /** Unset: DEFAULT_ANONYMOUS_MAIL_PER_HOUR (server/rate-limit/limits.ts). */
  anonymousMailPerHour: number | undefined
}

/** The seller on tax invoices (docs/product.md §10.8). */
export interface SellerConfig {
  /** GST_REGISTERED: GST is shown and tax invoices are issued. */
  gstRegistered: boolean
  /** SHOP_LEGAL_NAME, or the shop's name. */
  legalName: string
  /** SHOP_ABN, as 11 digits; undefined outside production when unset (the invoice says it is not set). */
  abn: string | undefined
}

/** What the browser may know; sent with every page. */
export interface PublicConfig {
  stripePublishableKey: string | undefined
  /** The shop's own origin: canonical and `hreflang` addresses (docs/product.md §19). */
  publicUrl: string
  /** Shown on the contact page. */
  shopEmail: string
  /** PAYMENT_METHODS: product pages and the bag show the instalments note when a pay-later method is on. */
  paymentMethods?: PaymentMethodType[]
  /** GST_REGISTERED=false only (absent: registered): the storefront then names no GST (docs/product.md §10.8). */
  gstRegistered?: false
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** STAFF_TOOL_ORIGINS as origins; outside production also the local Studio (`npm run studio`, docs/adr/0008). */
function staffToolOrigins(env: Env, isProduction: boolean): string[] {
  const listed = (env.STAFF_TOOL_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const origins = listed.map((value) => {
    try {
      return new URL(value).origin
    } catch {
      throw new ConfigError(`STAFF_TOOL_ORIGINS: "${value}" is not a URL origin (e.g. https://noor.sanity.studio)`)
    }
  })
  if (!isProduction)
    origins.push(
      `https://local.localhost:${env.STUDIO_PORT}`,
      `https://localhost:${env.STUDIO_PORT}`,
      `http://localhost:3333`,
    )
  return [...new Set(origins)]
}

/** A development secret, generated once and kept in DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source)
  const isProduction = env.NODE_ENV === 'production'
  const dataDir = path.resolve(env.DATA_DIR)
  ensurePrivateDirectory(dataDir)
  if (isProduction) refuseUnsafeProduction(env)
  refuseIncompleteCdn(env)

  // Each area in the order of Config; the development secrets are generated in this order too.
  return {
    ...instanceConfig(env, isProduction, dataDir),
    ...contentConfig(env, isProduction, dataDir),
    databaseUrl: env.DATABASE_URL,
    cdn: cdnConfig(env),
    redisUrl: env.REDIS_URL,
    ...mailConfig(env),
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    staffFactorKey: env.STAFF_FACTOR_KEY ?? persistedSecret(dataDir, 'staff-factor-key'),
    ...paymentsConfig(env),
    seller: {
      gstRegistered: env.GST_REGISTERED,
      legalName: env.SHOP_LEGAL_NAME ?? SHOP_NAME,
      abn: env.SHOP_ABN?.replace(/\s/g, ''),
    },
    contactFormEndpoint: env.CONTACT_FORM_ENDPOINT,
    anonymousMailPerHour: env.ANONYMOUS_MAIL_PER_HOUR,
  }
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** What a deployment may not start without (secrets, a payment provider, mail) or with (the dev outbox). */
function refuseUnsafeProduction(env: Env): void {
  const missing: string[] = []
  if (!env.JWT_SECRET) missing.push('JWT_SECRET')
  if (!env.STAFF_FACTOR_KEY) missing.push('STAFF_FACTOR_KEY')
  if (!env.PUBLIC_URL) missing.push('PUBLIC_URL')
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    missing.push('STRIPE_WEBHOOK_SECRET (required with STRIPE_SECRET_KEY)')
  // A GST-registered seller's tax invoice must carry its ABN (docs/product.md §10.8).
  if (env.GST_REGISTERED && !env.SHOP_ABN)
    missing.push(
      'SHOP_ABN (required while GST_REGISTERED is on: tax invoices must carry it; GST_REGISTERED=false if the shop is not registered)',
    )
  if (missing.length) throw new ConfigError(`Missing required configuration in production: ${missing.join(', ')}`)
  if (!env.STRIPE_SECRET_KEY && !env.ALLOW_TEST_PAYMENTS)
    throw new ConfigError(
      'Refusing to start in production without a payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, ' +
        'or ALLOW_TEST_PAYMENTS=true to run the built-in test payment page (its orders are marked test, never paid).',
    )
  if (env.DEV_MAIL)
    throw new ConfigError(
      'DEV_MAIL serves every e-mail the shop sends (reset links included) and is refused in production.',
    )
  // Without a transport every mail, reset and verification links included, stays in the outbox in clear text and
  // nobody receives it (docs/security/accounts.md, N12).
  if (!env.SMTP_URL && !env.ALLOW_NO_SMTP)
    throw new ConfigError(
      'Refusing to start in production without SMTP_URL: no mail would be sent, and reset and verification links ' +
        'would stay in the database in clear text. Set SMTP_URL, or ALLOW_NO_SMTP=true for a deployment that ' +
        'deliberately sends no mail.',
    )
  // The approval mail tells shoppers where to post their parcel: never the placeholder (docs/operations.md).
  if (env.RETURNS_ADDRESS === PLACEHOLDER_RETURNS_ADDRESS)
    throw new ConfigError(
      'Refusing to start in production with the placeholder returns address: set RETURNS_ADDRESS to where returned ' +
        'parcels should go (the return approval mail prints it).',
    )
}

function refuseIncompleteCdn(env: Env): void {
  if (env.CDN_PROVIDER === 'fastly' && (!env.FASTLY_SERVICE_ID || !env.FASTLY_API_TOKEN))
    throw new ConfigError(
      'CDN_PROVIDER=fastly needs FASTLY_SERVICE_ID and FASTLY_API_TOKEN (a token with purge rights): without them ' +
        'the CDN would keep pages after content changes.',
    )
}

/** This process: where it listens, what it answers as, where it keeps its data, how it logs. */
function instanceConfig(
  env: Env,
  isProduction: boolean,
  dataDir: string,
): Pick<
  Config,
  | 'env'
  | 'isProduction'
  | 'port'
  | 'host'
  | 'trustProxy'
  | 'devMail'
  | 'pageCacheDisabled'
  | 'pageLanePerTurn'
  | 'publicUrl'
  | 'dataDir'
  | 'logLevel'
  | 'metricsToken'
> {
  const port = env.PORT
  return {
    env: env.NODE_ENV,
    isProduction,
    port,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: env.TRUST_PROXY,
    devMail: env.DEV_MAIL,
    pageCacheDisabled: env.DISABLE_PAGE_CACHE,
    pageLanePerTurn: env.PAGE_LANE_PER_TURN,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: env.METRICS_TOKEN,
  }
}

/** The content source (hosted Sanity, or the embedded lake) and the Studio tools that edit it. */
function contentConfig(
  env: Env,
  isProduction: boolean,
  dataDir: string,
): Pick<Config, 'sanity' | 'contentLake' | 'studio' | 'staffToolOrigins' | 'staffPasskeys'> {
  const toolOrigins = staffToolOrigins(env, isProduction)
  return {
    sanity: {
      projectId: env.SANITY_PROJECT_ID,
      apiHost: env.SANITY_API_HOST?.replace(/\/$/, ''),
      dataset: env.SANITY_DATASET,
      readToken: env.SANITY_READ_TOKEN,
      writeToken: env.SANITY_WRITE_TOKEN,
      webhookSecret: env.SANITY_WEBHOOK_SECRET,
    },
    contentLake: {
      projectId: 'local',
      dataset: env.SANITY_DATASET,
      token: env.CONTENT_LAKE_TOKEN ?? persistedSecret(dataDir, 'content-lake-token'),
    },
    studio: { port: env.STUDIO_PORT },
    staffToolOrigins: toolOrigins,
    staffPasskeys: staffPasskeys(env, toolOrigins),
  }
}

/**
 * The passkeys' relying party (docs/operations.md, "Signing in"): STAFF_PASSKEY_RP_ID, or the first Studio origin's
 * host; a ceremony counts only from a Studio origin on that host or under it (WebAuthn's own rule for an RP ID).
 */
function staffPasskeys(env: Env, toolOrigins: string[]): Config['staffPasskeys'] {
  const first = toolOrigins[0]
  const rpId = (env.STAFF_PASSKEY_RP_ID ?? (first ? new URL(first).hostname : 'localhost')).toLowerCase()
  const origins = toolOrigins.filter((origin) => {
    const host = new URL(origin).hostname
    return host === rpId || host.endsWith(`.${rpId}`)
  })
  if (env.STAFF_PASSKEY_RP_ID && toolOrigins.length && !origins.length)
    throw new ConfigError(
      `STAFF_PASSKEY_RP_ID: "${rpId}" is neither the host of a STAFF_TOOL_ORIGINS origin nor a parent domain of one`,
    )
  return { rpId, origins }
}

function cdnConfig(env: Env): Config['cdn'] {
  if (!env.CDN_PROVIDER) return undefined
  return {
    provider: env.CDN_PROVIDER,
    fastly: {
      serviceId: env.FASTLY_SERVICE_ID!,
      apiToken: env.FASTLY_API_TOKEN!,
      apiUrl: (env.FASTLY_API_URL ?? 'https://api.fastly.com').replace(/\/$/, ''),
    },
    maxAge: env.CDN_MAX_AGE,
    staleWhileRevalidate: env.CDN_STALE_WHILE_REVALIDATE,
    staleIfError: env.CDN_STALE_IF_ERROR,
  }
}

function mailConfig(env: Env): Pick<Config, 'smtpUrl' | 'mailFrom' | 'shopEmail' | 'returnsAddress'> {
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopEmail: env.SHOP_EMAIL,
    returnsAddress: env.RETURNS_ADDRESS,
  }
}

function paymentsConfig(env: Env): Pick<Config, 'stripe' | 'testPayments' | 'stockHolds' | 'paymentMethods'> {
  return {
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
      // Set means it must be a usable key (docs/product.md §5: TypeError / RangeError), checked before any shopper sees it.
      publishableKey:
        env.STRIPE_PUBLISHABLE_KEY === undefined ? undefined : validatePublishableKey(env.STRIPE_PUBLISHABLE_KEY),
    },
    testPayments: !env.STRIPE_SECRET_KEY,
    stockHolds: { perVariant: env.STOCK_HOLD_UNITS_PER_VARIANT, total: env.STOCK_HOLD_UNITS_TOTAL },
    paymentMethods: env.PAYMENT_METHODS,
  }
}

/**
 * DATA_DIR holds the accounts database, the dataset and generated secrets: only the shop's user may read it.
 * (PGlite creates its files world-writable under the default umask, so the directory itself is the fence.)
 */
function ensurePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700)
}

export function publicConfig(config: Config): PublicConfig {
  return {
    stripePublishableKey: config.stripe.publishableKey,
    publicUrl: config.publicUrl,
    shopEmail: config.shopEmail,
    ...(config.paymentMethods ? { paymentMethods: config.paymentMethods } : {}),
    ...(config.seller.gstRegistered ? {} : { gstRegistered: false as const }),
  }
}
