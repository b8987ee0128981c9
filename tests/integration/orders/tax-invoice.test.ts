/**
 * Tax invoices and adjustment notes (docs/product.md §10.8) over a real checkout on the test payment page, PGlite
 * and the mail outbox: the confirmation mail links the invoice with the GST included; the link's token opens that
 * order's invoice and nothing else (a wrong token, another order's, a tampered one); a refund's mail links its
 * adjustment note, which the invoice then carries.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { gstIncluded } from '@/lib/gst'
import { mailOutbox, orders } from '@/server/db/schema/index'
import { postJson, startPaymentsApp, type PaymentsApp } from '../payments/harness'
import { validPayValues } from '@/harness/pay-form'

const ABN = '51824753556'
let app: PaymentsApp

beforeAll(async () => {
  app = await startPaymentsApp({ env: { SHOP_ABN: '51 824 753 556', SHOP_LEGAL_NAME: 'Noor & Thread Pty Ltd' } })
})
afterAll(() => app?.close())
beforeEach(() => app.reset())

let attempt = 0

/** A test order of `quantity` hijabs ($24.95 each, shipping $9.95 below $150) paid on the test payment page. */
async function paidOrder(quantity: number, email = 'amina@example.com') {
  const res = await postJson(`${app.url}/api/checkout`, {
    lines: [{ price_id: 'price_hijab', quantity }],
    idempotency_key: `invoice-test-${Date.now()}-${attempt++}`,
  })
  expect(res.status).toBe(200)
  const id = res.body!.url!.split('/pay/')[1]!
  const paid = await fetch(`${app.url}/pay/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...validPayValues, email }).toString(),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  const [order] = await app.db.db.select().from(orders).where(eq(orders.sessionId, id))
  return order!
}

const tokenOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/orders/invoice/')[1]!)

async function mailTo(kind: string, email: string) {
  const rows = await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))
  return rows.filter((m) => m.to === email)
}

describe('the tax invoice', () => {
  it('is linked from the confirmation mail, with the GST included, and opens that order only', async () => {
    const order = await paidOrder(2)
    // 2 × $24.95 + $9.95 shipping = $59.85; GST = 5985 / 11 = 544.09… → $5.44.
    expect(order.amountTotal).toBe(5985)
    const [mail] = await mailTo('orderConfirmation', 'amina@example.com')
    expect(mail!.text).toContain('GST included: $5.44')
    const link = /Your tax invoice: (\S+)/.exec(mail!.text)?.[1]
    expect(link).toMatch(new RegExp(`^${app.url}/orders/invoice/`))
    expect(mail!.html).toContain(`href="${link}"`)

    const invoice = await app.orders.invoice(tokenOf(link!))
    expect(invoice).toMatchObject({
      seller: { legalName: 'Noor & Thread Pty Ltd', abn: ABN },
      total: 5985,
      shipping: 995,
      gst: 544,
      discount: null,
      test: true,
      lines: [{ name: 'Rose Chiffon Hijab', quantity: 2, unitAmount: 2495, lineTotal: 4990 }],
      adjustments: [],
    })
    expect(invoice!.number).toBe(order.id.replace(/-/g, '').slice(0, 10).toUpperCase())
  })

  it('answers nothing for a wrong token, a tampered one, or one signed for another order', async () => {
    const first = await paidOrder(1, 'first@example.com')
    const second = await paidOrder(3, 'second@example.com')
    const [mail] = await mailTo('orderConfirmation', 'first@example.com')
    const token = tokenOf(/Your tax invoice: (\S+)/.exec(mail!.text)![1]!)
    expect((await app.orders.invoice(token))?.total).toBe(first.amountTotal)

    const mac = token.slice(36)
    // Another order's id under the first order's signature.
    expect(await app.orders.invoice(`${second.id}${mac}`)).toBeNull()
    // One character of the signature changed.
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await app.orders.invoice(flipped)).toBeNull()
    // Made up, malformed, or the order's id alone.
    expect(await app.orders.invoice(`${first.id}${'A'.repeat(43)}`)).toBeNull()
    expect(await app.orders.invoice('not-a-token')).toBeNull()
    expect(await app.orders.invoice(first.id)).toBeNull()
  })

  it('gives a refund an adjustment note, linked from the refund mail with the GST refunded', async () => {
    const order = await paidOrder(2, 'refund@example.com')
    await app.orders.refund({ orderId: order.id, amount: 2495, reason: 'return', by: { actor: 'staff' } })
    const [mail] = await mailTo('orderRefunded', 'refund@example.com')
    expect(mail!.text).toContain(`GST included in this refund: $${(gstIncluded(2495) / 100).toFixed(2)}`)
    const link = /The adjustment note for this refund: (\S+)/.exec(mail!.text)?.[1]
    expect(link).toBeDefined()
    const [, anchor] = link!.split('#')

    const invoice = await app.orders.invoice(tokenOf(link!.split('#')[0]!))
    expect(invoice!.adjustments).toEqual([{ ref: anchor, issuedAt: expect.any(String), amount: 2495, gst: 227 }])
    expect(anchor).toMatch(new RegExp(`^${invoice!.number}-A[0-9A-F]{8}$`))
  })
})
