/**
 * After the payment (issue 37, items 4 and 5): the thank-you page's order, found by its checkout session alone
 * (docs/product.md §10.6), and the mails a shopper reads (§10.5, §17.3): the confirmation greets by name and links to
 * where a return starts, the refund mail says how much, why and when, and the return approval prints the configured
 * returns address. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, users } from '@/server/db/schema/index'
import type { PlaceInput } from '@/server/orders/place'
import { databaseBackends, openTestDatabase, type TestDatabase } from '@/tests/helpers/db'
import { testOrdersService } from '@/tests/helpers/orders-service'
import { startedForTests } from '@/tests/helpers/started-for-tests'

const UNIT = 12_900
const RETURNS_ADDRESS = 'Noor & Thread Returns, 1 Test Lane, Brunswick VIC 3056'

function world(db: TestDatabase) {
  const id = randomUUID().slice(0, 8)
  const orders = testOrdersService(db, {
    gateway: { refund: async (input) => ({ id: `re_${input.idempotencyKey}`, status: 'succeeded' }) },
    returnsAddress: RETURNS_ADDRESS,
  })
  const email = `receipt-${id}@example.com`
  const sessionId = `cs_test_receipt_${id}`
  const staff = { actor: 'staff' as const, name: 'Sara Staff' }

  async function placed(input: Partial<PlaceInput> = {}) {
    const { order } = await orders.place({
      provider: 'stripe',
      sessionId,
      payment: 'paid',
      email,
      customerName: 'A RAHMAN',
      billingAddress: null,
      shippingAddress: {
        name: 'Amina Rahman',
        line1: '12 Lygon St',
        city: 'Carlton',
        state: 'VIC',
        postalCode: '3053',
        country: 'AU',
      },
      paymentIntentId: `pi_receipt_${id}`,
      lines: [
        {
          priceId: `price_receipt_${id}`,
          productId: 'p',
          name: 'Nidha Abaya',
          localName: 'عباية ندى',
          slug: 'nidha',
          quantity: 2,
          unitAmount: UNIT,
          size: '56',
          colour: 'Black',
        },
      ],
      shippingAmount: 0,
      amountTotal: 2 * UNIT,
      currency: 'AUD',
      ...input,
    })
    return order
  }

  const mails = async (kind: string) =>
    db.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .then((rows) => rows.filter((m) => m.kind === kind))

  return { id, orders, email, sessionId, staff, placed, mails }
}

describe.each(databaseBackends)('after the payment ($name)', (backend) => {
  const db = startedForTests(
    `the ${backend.name} database`,
    async () => (backend.skipReason ? undefined : openTestDatabase(backend.name)),
    (opened) => opened.close(),
  )
  const test = it.skipIf(backend.skipReason)

  test("the thank-you page's order: found by its session alone, in the page's language, nothing for another", async () => {
    const w = world(db)
    // Paid on the Arabic pages: the Arabic title is the line's name in Arabic, the English one in English.
    const order = await w.placed({ locale: 'ar' })
    const receipt = await w.orders.receiptForSession(w.sessionId, 'en')
    expect(receipt).toMatchObject({
      currency: 'AUD',
      lines: [{ name: 'Nidha Abaya', variant: 'Size 56 · Black', quantity: 2, lineTotal: 2 * UNIT }],
      subtotal: 2 * UNIT,
      shipping: 0,
      total: 2 * UNIT,
      shippingAddress: ['Amina Rahman', '12 Lygon St', 'Carlton VIC 3053', 'Australia'],
      follow: { kind: 'lookup' },
      accountOffer: { email: w.email },
    })
    expect(receipt!.number).toMatch(/^[0-9A-F]{10}$/)
    // Victoria: 1 to 4 business days by carrier, after a dispatch of up to 2.
    expect(receipt!.delivery.from > order.createdAt.toISOString().slice(0, 10)).toBe(true)
    expect(receipt!.delivery.to > receipt!.delivery.from).toBe(true)

    const arabic = await w.orders.receiptForSession(w.sessionId, 'ar')
    expect(arabic!.lines[0]!.name).toBe('عباية ندى')
    expect(arabic!.shippingAddress.at(-1)).toBe('أستراليا')
    expect(await w.orders.receiptForSession(`${w.sessionId}x`, 'en')).toBeNull()
  })

  test('a signed-in order links to its account page and offers no account; a test order offers none', async () => {
    const w = world(db)
    const [user] = await db.db
      .insert(users)
      .values({ fullName: 'Amina Rahman', email: w.email, passwordHash: 'x', emailVerifiedAt: new Date() })
      .returning()
    const order = await w.placed({ userId: user!.id })
    expect(await w.orders.receiptForSession(w.sessionId, 'en')).toMatchObject({
      follow: { kind: 'account', orderId: order.id },
      accountOffer: null,
    })

    const guest = world(db)
    await guest.placed({ payment: 'test', provider: 'local' })
    expect((await guest.orders.receiptForSession(guest.sessionId, 'en'))!.accountOffer).toBeNull()
  })

  test("the confirmation greets the account's own name and links to where a return starts", async () => {
    const w = world(db)
    const [user] = await db.db
      .insert(users)
      .values({
        fullName: 'Amina Rahman',
        email: w.email.toUpperCase(),
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
      })
      .returning()
    const order = await w.placed({ userId: user!.id })
    const [mail] = await w.mails('orderConfirmation')
    expect(mail!.text).toMatch(/^Hello Amina Rahman,\n/)
    expect(mail!.text).toContain('Shipping to: Amina Rahman, 12 Lygon St, Carlton VIC 3053, Australia')
    expect(mail!.text).toContain(
      `Start a return or an exchange within 30 days of shipping from your order's page: http://shop.test/account/orders/${order.id}`,
    )
  })

  test("a guest's confirmation greets the name paid with and links to the lookup; a test order's greets no one", async () => {
    const w = world(db)
    const order = await w.placed()
    const [mail] = await w.mails('orderConfirmation')
    expect(mail!.text).toMatch(/^Hello A RAHMAN,\n/)
    expect(mail!.text).toContain(
      `http://shop.test/orders/lookup?number=${order.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`,
    )

    const test = world(db)
    await test.placed({ payment: 'test', provider: 'local', locale: 'ar' })
    const [arabic] = await test.mails('orderConfirmation')
    expect(arabic!.text).toContain('\nمرحبًا،\n')
    expect(arabic!.text).toContain('ابدأ الإرجاع أو الاستبدال خلال 30 يومًا من الشحن')
  })

  test('the refund mail says how much, why and when: a return names the return, staff give their reason', async () => {
    const w = world(db)
    const order = await w.placed()
    await w.orders.ship({ orderId: order.id, carrier: 'auspost', trackingNumber: 'AP1234', by: w.staff })
    const { ret } = await w.orders.requestReturn({
      orderId: order.id,
      lines: [{ lineId: '0', quantity: 1, reason: 'too_long' }],
      by: { actor: 'shopper' },
    })
    await w.orders.approveReturn(ret.id, w.staff)
    const [approved] = (await w.mails('orderReturn')).filter((m) => m.text.includes('approved'))
    expect(approved!.text).toContain(`send the parcel by tracked post to: ${RETURNS_ADDRESS}.`)

    await w.orders.receiveReturn(ret.id, w.staff)
    const [forReturn] = await w.mails('orderRefunded')
    expect(forReturn!.text).toContain('We have refunded $129.00 of your order')
    expect(forReturn!.text).toMatch(/This refund is for the items of your return [0-9A-F]{10}-R1, which reached us\./)
    expect(forReturn!.text).toContain('Refunds reach your card in 5 to 10 business days, depending on your bank.')

    await w.orders.refund({ orderId: order.id, amount: 500, reason: 'A loose seam on the hem', by: w.staff })
    const [byStaff] = await w.mails('orderRefunded')
    expect(byStaff!.text).toContain('We have refunded $5.00 of your order')
    expect(byStaff!.text).toContain('Why: A loose seam on the hem')
  })
})
