/** Checkout priced through the real catalogue service, over an in-process lake seeded with the real seed (seed/). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shippingFor } from '@/lib/shipping'
import { loadSeed } from '@/seed/index'
import { startSeededLake, type SeededLake } from '../catalogue/harness'
import { postJson, startPaymentsApp, type PaymentsApp } from './harness'

let lake: SeededLake
let app: PaymentsApp
let seeded: Array<{ _id: string; title: string; titleAr: string; price: number; price_id: string; slug: string }>

beforeAll(async () => {
  lake = await startSeededLake()
  const seed = await loadSeed()
  seeded = seed.documents
    // Products sold in one version: one with sizes or colours is bought by a variant (stock.test.ts).
    .filter((d) => d._type === 'product' && typeof d.price_id === 'string' && !d.variants)
    .map((d) => ({
      _id: d._id,
      title: d.title as string,
      titleAr: d.titleAr as string,
      price: d.price as number,
      price_id: d.price_id as string,
      slug: (d.slug as { current: string }).current,
    }))
  app = await startPaymentsApp({ catalogue: lake.service() })
})
afterAll(async () => {
  await app?.close()
  await lake?.stop()
})

describe('checkout prices from the catalogue service over the seeded lake', () => {
  it('finds the seed products by price_id with their content prices', async () => {
    const wanted = seeded.slice(0, 3)
    const found = (await lake.service().productsByPriceIds(wanted.map((p) => p.price_id))).map(
      ({ _id, title, price, price_id, slug }) => ({ _id, title, price, price_id, slug }),
    )
    expect(found.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
      wanted
        .map((p) => ({ _id: p._id, title: p.title, price: p.price, price_id: p.price_id, slug: p.slug }))
        .sort((a, b) => a._id.localeCompare(b._id)),
    )
  })

  it('a checkout of seed products is priced from the seed; an unknown one is refused', async () => {
    const [a, b] = seeded
    const res = await postJson(`${app.url}/api/checkout`, {
      lines: [
        { price_id: a!.price_id, quantity: 2 },
        { price_id: b!.price_id, quantity: 1 },
      ],
    })
    expect(res.status).toBe(200)
    const page = await (await fetch(res.body!.url!)).text()
    const subtotal = Math.round(a!.price * 100) * 2 + Math.round(b!.price * 100)
    const total = subtotal + shippingFor(subtotal)
    expect(page).toContain(
      `data-testid="pay-total">$${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}<`,
    )

    const unknown = await postJson(`${app.url}/api/checkout`, {
      lines: [{ price_id: 'price_not_in_the_seed', quantity: 1 }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body!.error!.message).toBe('Unknown product: price_not_in_the_seed')
  })

  it("an Arabic checkout's test payment page names the seed product by its Arabic title; an English one in English", async () => {
    const [product] = seeded
    const page = async (headers: Record<string, string>) => {
      const res = await postJson(
        `${app.url}/api/checkout`,
        { lines: [{ price_id: product!.price_id, quantity: 1 }] },
        headers,
      )
      expect(res.status).toBe(200)
      return (await fetch(res.body!.url!)).text()
    }
    const arabic = await page({ 'Accept-Language': 'ar' })
    expect(arabic).toContain(`<tr><td>${product!.titleAr}<br>`)
    expect(arabic).not.toContain(product!.title)
    const english = await page({ 'Accept-Language': 'en-AU' })
    expect(english).toContain(`<tr><td>${product!.title}<br>`)
    expect(english).not.toContain(product!.titleAr)
  })
})
