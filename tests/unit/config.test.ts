import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_RETURNS_ADDRESS } from '@/lib/constants'
import { ConfigError, loadConfig, publicConfig } from '@/server/config'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'))

/** What every production start needs (docs/security.md §1). */
const productionBasics = {
  NODE_ENV: 'production',
  // GST is on by default, and production wants the seller's ABN with it (docs/product.md §10.8).
  SHOP_ABN: '51 824 753 556',
  JWT_SECRET: 'x'.repeat(32),
  STAFF_FACTOR_KEY: 'k'.repeat(32),
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  RETURNS_ADDRESS: 'Noor & Thread Returns, 1 Test Lane, Brunswick VIC 3056',
}

describe('configuration', () => {
  it('runs with no configuration at all, on every embedded default', () => {
    const config = loadConfig({ DATA_DIR: dataDir() })
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.sanity.projectId).toBeUndefined()
    expect(config.databaseUrl).toBeUndefined()
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32)
  })

  it('refuses production with GST on and no ABN, and any ABN that fails the ATO check', () => {
    const base = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: 'x'.repeat(32),
      STAFF_FACTOR_KEY: 'y'.repeat(32),
      RETURNS_ADDRESS: 'Noor & Thread Returns, 1 Test Lane, Brunswick VIC 3056',
      PUBLIC_URL: 'https://shop.example',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_NO_SMTP: 'true',
    }
    expect(() => loadConfig(base)).toThrow(/SHOP_ABN/)
    expect(loadConfig({ ...base, GST_REGISTERED: 'false' }).seller.gstRegistered).toBe(false)
    // The storefront learns it only when off: the browser is told `gstRegistered: false`, else nothing.
    expect(publicConfig(loadConfig({ ...base, GST_REGISTERED: 'false' })).gstRegistered).toBe(false)
    expect(publicConfig(loadConfig({ ...base, SHOP_ABN: '51 824 753 556' }))).not.toHaveProperty('gstRegistered')
    expect(loadConfig({ ...base, SHOP_ABN: '51 824 753 556' }).seller).toEqual({
      gstRegistered: true,
      legalName: 'Noor & Thread',
      abn: '51824753556',
    })
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_ABN: '51 824 753 557' })).toThrow(/SHOP_ABN is not a valid ABN/)
  })

  it('reads PAYMENT_METHODS as Stripe method names, refusing unknown ones', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).paymentMethods).toBeUndefined()
    const config = loadConfig({ DATA_DIR: dataDir(), PAYMENT_METHODS: 'card, Afterpay_Clearpay,zip,card' })
    expect(config.paymentMethods).toEqual(['card', 'afterpay_clearpay', 'zip'])
    expect(publicConfig(config).paymentMethods).toEqual(['card', 'afterpay_clearpay', 'zip'])
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_METHODS: 'card,klarna' })).toThrow(
      /unknown payment method klarna/,
    )
  })

  it('keeps the generated development secret across restarts', () => {
    const dir = dataDir()
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret)
  })

  it('refuses to start in production without its secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET, STAFF_FACTOR_KEY, PUBLIC_URL/,
    )
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        JWT_SECRET: 'x'.repeat(32),
        STAFF_FACTOR_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://shop.example',
        STRIPE_SECRET_KEY: 'sk_test_1',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/)
  })

  it('prints RETURNS_ADDRESS in return mails: a placeholder outside production, refused in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).returnsAddress).toBe(PLACEHOLDER_RETURNS_ADDRESS)
    expect(loadConfig({ DATA_DIR: dataDir(), RETURNS_ADDRESS: '' }).returnsAddress).toBe(PLACEHOLDER_RETURNS_ADDRESS)
    const production = { ...productionBasics, DATA_DIR: dataDir(), ALLOW_TEST_PAYMENTS: 'true' }
    expect(loadConfig(production).returnsAddress).toBe('Noor & Thread Returns, 1 Test Lane, Brunswick VIC 3056')
    const { RETURNS_ADDRESS: _set, ...unset } = production
    expect(() => loadConfig(unset)).toThrow(/set RETURNS_ADDRESS/)
    expect(() => loadConfig({ ...production, RETURNS_ADDRESS: PLACEHOLDER_RETURNS_ADDRESS })).toThrow(
      /placeholder returns address/,
    )
  })

  it('binds to loopback outside production and to every interface in production, unless HOST says otherwise', () => {
    const prod = { ...productionBasics }
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1')
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ ...prod, DATA_DIR: dataDir(), ALLOW_TEST_PAYMENTS: 'true' }).host).toBe('0.0.0.0')
  })

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "believe everyone"', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ])
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
  })

  it('uses the test payment page in production only when ALLOW_TEST_PAYMENTS says so', () => {
    const prod = { ...productionBasics }
    expect(() => loadConfig({ ...prod, DATA_DIR: dataDir() })).toThrow(/without a payment provider/)
    expect(loadConfig({ ...prod, DATA_DIR: dataDir(), ALLOW_TEST_PAYMENTS: 'true' }).testPayments).toBe(true)
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }
    expect(loadConfig({ ...prod, ...stripe, DATA_DIR: dataDir() }).testPayments).toBe(false)
    expect(() => loadConfig({ ...prod, DATA_DIR: dataDir(), ALLOW_TEST_PAYMENTS: '1', DEV_MAIL: '1' })).toThrow(
      /DEV_MAIL/,
    )
  })

  it('refuses production without SMTP_URL, unless ALLOW_NO_SMTP says no mail is meant to go out (N12)', () => {
    const { SMTP_URL: _unused, ...noSmtp } = productionBasics
    expect(() => loadConfig({ ...noSmtp, DATA_DIR: dataDir(), ALLOW_TEST_PAYMENTS: 'true' })).toThrow(
      /Refusing to start in production without SMTP_URL/,
    )
    expect(
      loadConfig({ ...noSmtp, DATA_DIR: dataDir(), ALLOW_TEST_PAYMENTS: 'true', ALLOW_NO_SMTP: 'true' }).smtpUrl,
    ).toBeUndefined()
    expect(loadConfig({ ...productionBasics, DATA_DIR: dataDir(), ALLOW_TEST_PAYMENTS: 'true' }).smtpUrl).toBe(
      'smtp://127.0.0.1:2525',
    )
  })

  it('explains a bad value instead of starting with it', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/at least 32 characters/)
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/)
  })

  it('rejects an empty Stripe publishable key with a RangeError (docs/product.md §5)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_PUBLISHABLE_KEY: '' })).toThrow(RangeError)
    expect(loadConfig({ DATA_DIR: dataDir(), STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }).stripe.publishableKey).toBe(
      'pk_test_123',
    )
  })

  it('tells the browser only what it may know', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    })
    const exposed = JSON.stringify(publicConfig(config))
    expect(exposed).toContain('pk_test_123')
    expect(exposed).not.toContain('sk_test_secret')
    expect(exposed).not.toContain(config.jwtSecret)
  })
})

describe('CDN configuration', () => {
  it('has no CDN unless CDN_PROVIDER names one; empty values (as in .env.example) are unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), CDN_PROVIDER: '' }).cdn).toBeUndefined()
    const fastly = { CDN_PROVIDER: 'fastly', FASTLY_SERVICE_ID: 'svc', FASTLY_API_TOKEN: 'tok', CDN_MAX_AGE: '' }
    expect(loadConfig({ DATA_DIR: dataDir(), ...fastly }).cdn).toEqual({
      provider: 'fastly',
      fastly: { serviceId: 'svc', apiToken: 'tok', apiUrl: 'https://api.fastly.com' },
      maxAge: 86_400,
      staleWhileRevalidate: 60,
      staleIfError: 86_400,
    })
  })

  it('refuses Fastly without the service and a token, since the CDN would keep pages after a change', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), CDN_PROVIDER: 'fastly', FASTLY_SERVICE_ID: 'svc' })).toThrow(
      /FASTLY_SERVICE_ID and FASTLY_API_TOKEN/,
    )
  })
})

describe('staff second factor configuration', () => {
  it('generates a factor key outside production and keeps it, as the other development secrets', () => {
    const dir = dataDir()
    const key = loadConfig({ DATA_DIR: dir }).staffFactorKey
    expect(key.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dir }).staffFactorKey).toBe(key)
    expect(() => loadConfig({ DATA_DIR: dir, STAFF_FACTOR_KEY: 'short' })).toThrow(/at least 32 characters/)
  })

  it("binds passkeys to the Studio's host by default, and refuses an RP ID no Studio origin is under", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), STUDIO_PORT: '4000' }).staffPasskeys).toEqual({
      rpId: 'local.localhost',
      origins: ['https://local.localhost:4000'],
    })
    const hosted = { ...productionBasics, DATA_DIR: dataDir(), ALLOW_TEST_PAYMENTS: 'true' }
    expect(loadConfig({ ...hosted, STAFF_TOOL_ORIGINS: 'https://noor.sanity.studio' }).staffPasskeys).toEqual({
      rpId: 'noor.sanity.studio',
      origins: ['https://noor.sanity.studio'],
    })
    expect(
      loadConfig({
        ...hosted,
        STAFF_TOOL_ORIGINS: 'https://studio.noor.example,https://noor.sanity.studio',
        STAFF_PASSKEY_RP_ID: 'noor.example',
      }).staffPasskeys,
    ).toEqual({ rpId: 'noor.example', origins: ['https://studio.noor.example'] })
    expect(() =>
      loadConfig({ ...hosted, STAFF_TOOL_ORIGINS: 'https://noor.sanity.studio', STAFF_PASSKEY_RP_ID: 'evil.example' }),
    ).toThrow(/STAFF_PASSKEY_RP_ID/)
  })
})
