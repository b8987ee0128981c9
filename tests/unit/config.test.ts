import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, publicConfig } from '@/server/config'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'))

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
