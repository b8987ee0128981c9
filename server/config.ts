/**
 * The one place configuration is read. Every variable is documented in `.env.example`.
 * Without configuration every outside system falls back to its embedded default (docs/architecture.md);
 * in production a missing secret is a start-up error, never a silent default.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { validatePublishableKey } from '@/lib/stripe/publishableKey'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const optionalUrl = optionalString.pipe(z.url().optional())

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Origin used in e-mails, redirects, canonical URLs and the sitemap. */
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),

  SANITY_PROJECT_ID: optionalString,
  SANITY_DATASET: z.string().default('production'),
  SANITY_READ_TOKEN: optionalString,
  SANITY_WRITE_TOKEN: optionalString,
  /** Shared secret of the Sanity webhook that purges the content cache (POST /api/revalidate). */
  SANITY_WEBHOOK_SECRET: optionalString,
  /** Write token of the embedded content lake (generated into DATA_DIR when unset). */
  CONTENT_LAKE_TOKEN: optionalString,

  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Noor & Thread <hello@noorandthread.test>'),
  SHOP_EMAIL: z.string().default('shop@noorandthread.test'),

  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),

  CONTACT_FORM_ENDPOINT: optionalUrl,
})

export type Env = z.infer<typeof envSchema>

export interface Config {
  env: Env['NODE_ENV']
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  dataDir: string
  logLevel: NonNullable<Env['LOG_LEVEL']>
  sanity: {
    /** Unset means the embedded content lake serves the content. */
    projectId: string | undefined
    dataset: string
    readToken: string | undefined
    writeToken: string | undefined
    webhookSecret: string | undefined
  }
  contentLake: { projectId: string; dataset: string; token: string }
  databaseUrl: string | undefined
  redisUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  shopEmail: string
  jwtSecret: string
  stripe: {
    secretKey: string | undefined
    webhookSecret: string | undefined
    publishableKey: string | undefined
  }
  contactFormEndpoint: string | undefined
}

/** What the browser may know; sent with every page. */
export interface PublicConfig {
  stripePublishableKey: string | undefined
  /** Shown on the contact page. */
  shopEmail: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
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
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const isProduction = env.NODE_ENV === 'production'
  const dataDir = path.resolve(env.DATA_DIR)

  if (isProduction) {
    const missing: string[] = []
    if (!env.JWT_SECRET) missing.push('JWT_SECRET')
    if (!env.PUBLIC_URL) missing.push('PUBLIC_URL')
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      missing.push('STRIPE_WEBHOOK_SECRET (required with STRIPE_SECRET_KEY)')
    if (missing.length) throw new ConfigError(`Missing required configuration in production: ${missing.join(', ')}`)
  }

  const port = env.PORT
  return {
    env: env.NODE_ENV,
    isProduction,
    port,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    sanity: {
      projectId: env.SANITY_PROJECT_ID,
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
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopEmail: env.SHOP_EMAIL,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      // Set means it must be a usable key (docs/product.md §5: TypeError / RangeError), checked before any shopper sees it.
      publishableKey:
        env.STRIPE_PUBLISHABLE_KEY === undefined ? undefined : validatePublishableKey(env.STRIPE_PUBLISHABLE_KEY),
    },
    contactFormEndpoint: env.CONTACT_FORM_ENDPOINT,
  }
}

export function publicConfig(config: Config): PublicConfig {
  return {
    stripePublishableKey: config.stripe.publishableKey,
    shopEmail: config.shopEmail,
  }
}
