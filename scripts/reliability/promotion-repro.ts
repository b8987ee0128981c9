/**
 * Diagnostics (docs/reliability.md, "The RSS floor: V8's old space"): parts of the soak's mix, one at a time, against
 * the built shop with PostgreSQL and Redis as the soak has them: `pages` (140 connections on cached pages), `money`
 * (live stock, checkout at 20/s and its expiry), `accounts` (sign-ups, logins, contact, newsletter at the soak's
 * rates). Run it with scripts/reliability/mem-sampler.mjs in NODE_OPTIONS to see the heap per phase; with
 * REPRO_SIGNAL=1 and MEM_SAMPLER_PROFILE the shop writes a heap profile of the promoted objects per phase;
 * REPRO_SHOP_OUTPUT=<file> keeps the shop's stdout (e.g. `--trace-gc-nvp` through MEM_SAMPLER_V8FLAGS).
 * PHASES (default `pages,money,accounts`), PHASE_SECONDS (default 40). `npx tsx scripts/reliability/promotion-repro.ts`
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { catalogue, registerBody, uniqueEmail } from '@/harness/reliability/shop-client'
import { startWorld } from '@/harness/reliability/world'

const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>) => Promise<unknown>
const seconds = Number(process.env.PHASE_SECONDS) || 40
const phases = (process.env.PHASES ?? 'pages,money,accounts').split(',')
let ipSeq = 0
const someIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`
const withIp = (build: () => { path: string; body?: string; method?: string }) => ({
  setupRequest: (req: Record<string, unknown>) => {
    const r = build()
    return {
      ...req,
      method: r.method ?? 'POST',
      path: r.path,
      body: r.body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': someIp() },
    }
  },
})

async function main() {
  const world = await startWorld({
    production: true,
    env: { TRUST_PROXY: 'loopback', ANONYMOUS_MAIL_PER_HOUR: '100000' },
  })
  try {
    const url = world.shop.url
    const products = await catalogue(url)
    const product = () => products[Math.floor(Math.random() * products.length)]!
    const categories = [...new Set(products.map((p) => p.category))]
    const unpaid: Array<{ id: string; at: number }> = []
    const webhook = (req: Record<string, unknown>, w: { body: string; signature: string }) => ({
      ...req,
      method: 'POST',
      path: '/api/stripe/webhook',
      body: w.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
    })
    const mixes: Record<string, Array<Record<string, unknown>>> = {
      pages: [
        { connections: 60, requests: [{ path: '/' }, { path: '/products' }, { path: '/products?page=2' }] },
        { connections: 60, requests: products.map((p) => ({ path: `/product/${p.slug}` })) },
        { connections: 20, requests: categories.map((c) => ({ path: `/category/${c}` })) },
      ],
      money: [
        {
          connections: 8,
          requests: [withIp(() => ({ method: 'GET', path: `/api/stock?price_id=${product().priceId}` }))],
        },
        {
          connections: 8,
          overallRate: 20,
          requests: [
            {
              ...withIp(() => ({
                path: '/api/checkout',
                body: JSON.stringify({ lines: [{ price_id: product().priceId, quantity: 1 }] }),
              })),
              onResponse: (status: number, body: string) => {
                if (status === 200)
                  unpaid.push({ id: (JSON.parse(body) as { url: string }).url.split('/').pop()!, at: Date.now() })
              },
            },
          ],
        },
        {
          connections: 4,
          overallRate: 20,
          requests: [
            {
              setupRequest: (req: Record<string, unknown>) => {
                const oldest = unpaid[0]
                if (!oldest || Date.now() - oldest.at < 2_000)
                  return { ...req, method: 'GET', path: `/api/stock?price_id=${product().priceId}`, body: undefined }
                unpaid.shift()
                return webhook(req, world.stripe!.event('checkout.session.expired', oldest.id))
              },
            },
          ],
        },
      ],
      accounts: [
        {
          connections: 6,
          overallRate: 4,
          requests: [withIp(() => ({ path: '/graphql', body: JSON.stringify(registerBody(uniqueEmail('repro'))) }))],
        },
        {
          connections: 6,
          overallRate: 8,
          requests: [
            withIp(() => ({
              path: '/graphql',
              body: JSON.stringify({
                query: 'mutation L($i: LoginInput!) { login(loginInput: $i) { token } }',
                variables: { i: { email: uniqueEmail('repro-login'), password: 'Not-the-password-1' } },
              }),
            })),
          ],
        },
        {
          connections: 6,
          overallRate: 5,
          requests: [
            withIp(() => ({
              path: '/api/contact',
              body: JSON.stringify({
                fullName: 'Soak Run',
                email: uniqueEmail('repro-contact'),
                subject: 'A question about sizes',
                message: 'Does the abaya come in a longer length?',
              }),
            })),
          ],
        },
        {
          connections: 6,
          overallRate: 5,
          requests: [
            withIp(() => ({
              path: '/graphql',
              body: JSON.stringify({
                query: 'mutation N($e: String!) { subscribeToNewsletter(email: $e) }',
                variables: { e: uniqueEmail('repro-news') },
              }),
            })),
          ],
        },
      ],
    }
    for (const phase of phases) {
      console.info(`[repro] ${new Date().toISOString()} phase ${phase} for ${seconds} s`)
      const signal = () => process.env.REPRO_SIGNAL && process.kill(world.shop.pid, 'SIGUSR2')
      const started = setTimeout(signal, 5_000)
      await Promise.all(mixes[phase]!.map((m) => autocannon({ url, duration: seconds, timeout: 10, ...m })))
      clearTimeout(started)
      signal()
      console.info(`[repro] ${new Date().toISOString()} phase ${phase} done`)
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    }
  } finally {
    if (process.env.REPRO_SHOP_OUTPUT) writeFileSync(process.env.REPRO_SHOP_OUTPUT, world.shop.output())
    await world.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
