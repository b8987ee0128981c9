/**
 * Variants at checkout (docs/product.md §16), over real HTTP with PGlite: each line is priced by its variant's
 * price id, and checkout refuses more units than are left — the authored stock minus units in paid orders placed
 * since the product was published.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orders } from '@/server/db/schema/index'
import type { CatalogueProduct } from '@/server/payments/catalogue'
import type { PriceCatalogue } from '@/server/payments/index'
import { postJson, startPaymentsApp, type PaymentsApp } from './harness'

const PUBLISHED = '2026-01-10T09:00:00Z'

const abaya = {
  _id: 'product-abaya',
  _updatedAt: PUBLISHED,
  title: 'Classic Nidha Abaya',
  price: 139,
  price_id: 'price_abaya',
  slug: 'classic-nidha-abaya',
  variants: [
    { size: '56', colour: 'Black', price_id: 'price_abaya_56_black', price: null, stock: 3 },
    { size: '58', colour: 'Black', price_id: 'price_abaya_58_black', price: 149, stock: 5 },
    { size: '56', colour: 'Navy', price_id: 'price_abaya_56_navy', price: null, stock: 0 },
  ],
}
const mat: CatalogueProduct = {
  _id: 'product-mat',
  title: 'Velvet Prayer Mat',
  price: 59.95,
  price_id: 'price_mat',
  slug: 'mat',
}

const catalogue: PriceCatalogue = {
  async productsByPriceIds(ids) {
    return [abaya, mat].filter(
      (p) => ids.includes(p.price_id) || (p.variants ?? []).some((v) => ids.includes(v.price_id)),
    )
  },
}

let app: PaymentsApp
beforeAll(async () => {
  app = await startPaymentsApp({ catalogue })
})
afterAll(() => app?.close())
beforeEach(() => app.reset())

let counter = 0
const checkout = (lines: Array<{ price_id: string; quantity: number }>) =>
  postJson(`${app.url}/api/checkout`, { lines, idempotency_key: `stock-test-key-${Date.now()}-${counter++}` })

/** Records a paid order of `quantity` units of a variant, as fulfilment would. */
async function paidOrder(priceId: string, quantity: number, createdAt?: Date) {
  const sessionId = `cs_test_local_stock${counter++}xxxxxxxx`
  await app.payments.fulfil({
    provider: 'local',
    sessionId,
    status: 'paid',
    email: null,
    customerName: null,
    billingAddress: null,
    lines: [{ priceId, productId: abaya._id, name: abaya.title, slug: abaya.slug, quantity, unitAmount: 13900 }],
    amountTotal: 13900 * quantity,
    currency: 'AUD',
  })
  if (createdAt) await app.db.db.update(orders).set({ createdAt }).where(eq(orders.sessionId, sessionId))
}

describe('checkout with sizes and colours', () => {
  it('prices each line by its variant and records the size and colour on the session', async () => {
    const res = await checkout([
      { price_id: 'price_abaya_56_black', quantity: 1 },
      { price_id: 'price_abaya_58_black', quantity: 2 },
      { price_id: 'price_mat', quantity: 1 },
    ])
    expect(res.status).toBe(200)
    const page = await (await fetch(res.body!.url!)).text()
    expect(page).toContain('Size 56 · Black')
    expect(page).toContain('Size 58 · Black')
    expect(page).toMatch(/Qty 2 × \$149\.00/)
  })

  it('refuses more units than are in stock, naming the product and variant', async () => {
    const res = await checkout([{ price_id: 'price_abaya_56_black', quantity: 4 }])
    expect(res.status).toBe(400)
    expect(res.body!.error!.message).toBe('Only 3 of Classic Nidha Abaya (Size 56 · Black) are left; you asked for 4')
  })

  it('refuses a sold-out variant', async () => {
    const res = await checkout([{ price_id: 'price_abaya_56_navy', quantity: 1 }])
    expect(res.status).toBe(400)
    expect(res.body!.error!.message).toBe('Classic Nidha Abaya (Size 56 · Navy) is sold out')
  })

  it('refuses the product itself when a size or colour must be chosen', async () => {
    const res = await checkout([{ price_id: 'price_abaya', quantity: 1 }])
    expect(res.status).toBe(400)
    expect(res.body!.error!.message).toBe('Choose a size or colour for Classic Nidha Abaya on its page')
  })

  it('subtracts units in paid orders placed since the product was published, and only those', async () => {
    await paidOrder('price_abaya_56_black', 2)
    // Sold before the product was last published: already counted in the authored stock.
    await paidOrder('price_abaya_56_black', 1, new Date('2026-01-01T00:00:00Z'))
    const sold = await app.orders.soldUnits([{ priceIds: ['price_abaya_56_black'], since: new Date(PUBLISHED) }])
    expect(sold.get('price_abaya_56_black')).toBe(2)

    const tooMany = await checkout([{ price_id: 'price_abaya_56_black', quantity: 2 }])
    expect(tooMany.status).toBe(400)
    expect(tooMany.body!.error!.message).toBe(
      'Only 1 of Classic Nidha Abaya (Size 56 · Black) is left; you asked for 2',
    )
    expect((await checkout([{ price_id: 'price_abaya_56_black', quantity: 1 }])).status).toBe(200)

    await paidOrder('price_abaya_56_black', 1)
    const soldOut = await checkout([{ price_id: 'price_abaya_56_black', quantity: 1 }])
    expect(soldOut.body!.error!.message).toBe('Classic Nidha Abaya (Size 56 · Black) is sold out')
  })

  it('GET /api/stock answers the units left now, uncached, for the product page after it loads', async () => {
    await paidOrder('price_abaya_56_black', 1)
    const res = await fetch(
      `${app.url}/api/stock?price_id=price_abaya_56_black&price_id=price_abaya_56_navy&price_id=price_forged_x`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ unitsLeft: { price_abaya_56_black: 2, price_abaya_56_navy: 0 } })
    expect((await fetch(`${app.url}/api/stock`)).status).toBe(400)
  })
})
