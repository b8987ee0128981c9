/**
 * Every configuration the README offers, booted through the real entry (dist/node/index.mjs, what `npm start` runs)
 * and used the way a shopper's browser uses it: pages, a hashed asset, the contact API and GraphQL. A router mounted
 * alone once hid an outage of every page (Stripe configured → 404 everywhere); only the whole app shows that.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchPostgresDatabase } from '@/harness/postgres'
import { expectShopServes } from '../helpers/serves'
import { shopPerFile, shopsPerTest } from '../helpers/shops-per-test'
import { startSmtpServer, type TestSmtpServer } from '@/harness/smtp'
import { startStripeFake } from '@/harness/stripe-fake'

const production = () => ({
  NODE_ENV: 'production',
  // GST is on by default, and production wants the seller's ABN with it (docs/product.md §10.8).
  SHOP_ABN: '51 824 753 556',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  STAFF_FACTOR_KEY: randomBytes(32).toString('base64url'),
  // These boots are about other configuration; a test that reads mail gives SMTP_URL (N12's opt-out otherwise).
  ALLOW_NO_SMTP: 'true',
  // A real returns address: production refuses the placeholder (docs/operations.md).
  RETURNS_ADDRESS: 'Noor & Thread Returns, 1 Test Lane, Brunswick VIC 3056',
})

const stripeKeys = (apiUrl: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_boot_configuration',
  STRIPE_WEBHOOK_SECRET: 'whsec_boot_configuration_secret',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_boot_configuration',
  STRIPE_API_URL: apiUrl,
})

const { start, stopAll } = shopsPerTest()
/** The embedded defaults' shop, which also plays hosted Sanity for the last test (one start fewer, issue 34). */
const localShop = shopPerFile()

let stripe: Awaited<ReturnType<typeof startStripeFake>>
beforeAll(async () => {
  // Stripe's API cannot be reached from here: a loopback fake answers the calls checkout makes.
  stripe = await startStripeFake(() => ({
    status: 200,
    body: { id: 'cs_test_boot', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_boot' },
  }))
})
afterAll(async () => {
  await stripe?.close()
})

describe('the compiled shop in every configuration the README offers', () => {
  it('embedded defaults (a local run: NODE_ENV unset)', async () => {
    const shop = await localShop()
    await expectShopServes(shop.url)
  })

  it('NODE_ENV=production with Stripe keys: every page answers, and checkout goes to Stripe', async () => {
    const shop = await start({ env: { ...production(), ...stripeKeys(stripe.url) } })
    const { homeHtml } = await expectShopServes(shop.url)
    expect(homeHtml).toContain('Islamic Elegance')

    const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${shop.url}/products</loc>`)
    // The built-in test payment page does not exist next to Stripe.
    expect((await fetch(`${shop.url}/pay/cs_test_local_abcdefghijklmnop`)).status).toBe(404)
  })

  const services = process.env.DATABASE_URL && process.env.REDIS_URL
  if (!services)
    console.info('[tests] skipping the PostgreSQL + Redis boot: DATABASE_URL and REDIS_URL are not both set')
  it.skipIf(!services)('NODE_ENV=production with DATABASE_URL and REDIS_URL', async () => {
    const database = await createScratchPostgresDatabase('shop_boot')
    try {
      const shop = await start({
        env: {
          ...production(),
          ...stripeKeys(stripe.url),
          DATABASE_URL: database.url,
          REDIS_URL: process.env.REDIS_URL,
        },
      })
      await expectShopServes(shop.url)
      const logs = shop.logLines().map((line) => line.msg)
      expect(logs).toContain('postgres ready, migrations applied')
      expect(logs).toContain('rate limits stored in redis')
    } finally {
      await stopAll()
      await database.drop()
    }
  })

  describe('with SMTP to a server on loopback', () => {
    let smtp: TestSmtpServer
    beforeAll(async () => {
      smtp = await startSmtpServer()
    })
    afterAll(async () => {
      await smtp?.stop()
    })

    it('serves every page, and the contact message reaches the shop by SMTP', async () => {
      const shop = await start({
        env: { ...production(), ...stripeKeys(stripe.url), SMTP_URL: smtp.url, SHOP_EMAIL: 'shop@boot.test' },
      })
      await expectShopServes(shop.url)
      const mail = await smtp.waitFor((m) => m.to.includes('shop@boot.test'))
      expect(mail.subject).toBe('Contact form: Boot test')
    })
  })

  it('with the content read from a Sanity-compatible server on another port', async () => {
    // Another shop's embedded lake plays hosted Sanity: the same HTTP API @sanity/client talks to.
    const content = await localShop()
    const shop = await start({
      env: {
        ...production(),
        ...stripeKeys(stripe.url),
        SANITY_PROJECT_ID: 'local',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: `${content.url}/content`,
      },
    })
    const { homeHtml } = await expectShopServes(shop.url)
    expect(homeHtml).toContain('Islamic Elegance')
    // No embedded lake runs next to hosted content.
    expect((await fetch(`${shop.url}/content/v2022-03-07/data/query/production?query=*[0]`)).status).toBe(404)
  })
})
