import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, publicConfig } from '@/server/config'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'))

/** What every production start needs (docs/security.md §1). */
const productionBasics = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
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

  it('keeps the generated development secret across restarts', () => {
    const dir = dataDir()
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret)
  })

  it('refuses to start in production without its secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/JWT_SECRET, PUBLIC_URL/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        JWT_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://shop.example',
        STRIPE_SECRET_KEY: 'sk_test_1',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/)
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
