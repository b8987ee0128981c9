/**
 * The Orders tool's API (docs/operations.md) over GraphQL against PGlite: staff-only fields refuse an anonymous
 * caller and a shopper; a staff member ships, refunds (twice clicked: once) and cancels, each recorded on the
 * timeline; a guest finds the order by number and e-mail, and a wrong e-mail answers like an unknown number.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, orderRefunds, orders } from '@/server/db/schema/index'
import { StaffOrderDocument } from '@/studio/tools/orders/operations.generated'
import { staffSessionHeader } from '@/tests/helpers/staff-session'
import { accountsAppPerBackend, signedInUser } from './harness'

const app = accountsAppPerBackend({ name: 'pglite' }, { smtp: false })

/** The session header of a staff member (a staff session: password and second factor) or a shopper. */
async function account(email: string, isStaff: boolean) {
  const user = await signedInUser(app, email, { isStaff, fullName: isStaff ? 'Sara Staff' : 'Test Shopper' })
  return isStaff ? staffSessionHeader(app.db.db, user) : user.auth
}

async function testOrder() {
  const [row] = await app.db.db
    .insert(orders)
    .values({
      sessionId: `cs_test_local_${randomUUID().replace(/-/g, '')}`,
      provider: 'local',
      paymentStatus: 'test',
      test: true,
      email: 'amina@example.com',
      customerName: 'Amina Rahman',
      shippingAddress: {
        name: 'Amina Rahman',
        line1: '12 Lygon St',
        city: 'Carlton',
        state: 'VIC',
        postalCode: '3053',
        country: 'AU',
      },
      lines: [
        {
          priceId: 'price_a',
          productId: 'p',
          name: 'Abaya',
          slug: 'abaya',
          quantity: 1,
          unitAmount: 13900,
          size: '56',
          colour: 'Black',
        },
      ],
      amountTotal: 13900,
      currency: 'AUD',
    })
    .returning()
  return row!
}

const STAFF_ORDERS = `query { staffOrders { totalCount nodes { id number status shippingAddress { line1 city } } } }`
const ORDER = `id status refunded tracking { carrier number url } timeline { type actor actorName message }`

describe('staff-only fields', () => {
  it('answer UNAUTHENTICATED without a token and FORBIDDEN with a shopper token', async () => {
    const anonymous = await app.gql(STAFF_ORDERS)
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    const shopper = await app.gql(STAFF_ORDERS, {}, await account('shopper@example.com', false))
    expect(shopper.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    const staff = await app.gql<{ staffOrders: { totalCount: number } }>(
      STAFF_ORDERS,
      {},
      await account('sara@example.com', true),
    )
    expect(staff.body.errors).toBeUndefined()
    expect(staff.body.data?.staffOrders.totalCount).toBe(0)
  })

  it('me tells the tool, at sign-in, whether the account is staff and has its second factor', async () => {
    const signedIn = await signedInUser(app, 'sara@example.com', { isStaff: true })
    const res = await app.gql<{ me: { isStaff: boolean; secondFactorEnrolled: boolean } }>(
      `{ me { isStaff secondFactorEnrolled } }`,
      {},
      signedIn.auth,
    )
    expect(res.body.data?.me).toEqual({ isStaff: true, secondFactorEnrolled: false })
  })
})

describe('opening an order', () => {
  it("answers the Orders tool's own detail query with lines, address and flags", async () => {
    const order = await testOrder()
    const staff = await account('sara@example.com', true)
    const res = await app.gql<{ staffOrder: Record<string, unknown> }>(
      String(StaffOrderDocument),
      { id: order.id },
      staff,
    )
    expect(res.body.errors).toBeUndefined()
    expect(res.body.data?.staffOrder).toMatchObject({
      id: order.id,
      shippingAddress: { line1: '12 Lygon St', city: 'Carlton', postalCode: '3053' },
      lines: [{ size: '56', colour: 'Black', quantity: 1 }],
      canShip: true,
    })
  })
})

describe('searching orders', () => {
  it('I-3: a term without a hex digit matches by name and e-mail only, not every order', async () => {
    await testOrder()
    const staff = await account('sara@example.com', true)
    const search = async (term: string) => {
      const res = await app.gql<{ staffOrders: { totalCount: number } }>(
        'query ($s: String!) { staffOrders(filter: { search: $s }) { totalCount } }',
        { s: term },
        staff,
      )
      expect(res.body.errors).toBeUndefined()
      return res.body.data!.staffOrders.totalCount
    }
    // Before: both matched every order (the number branch became `like '%'`).
    expect(await search('%')).toBe(0)
    expect(await search('zzz')).toBe(0)
    expect(await search('amina@')).toBe(1)
    expect(await search('Lygon')).toBe(0)
  })
})

describe('actions', () => {
  it('ships with a tracking link, refunds once when clicked twice, and the guest lookup shows it', async () => {
    const staff = await account('sara@example.com', true)
    const order = await testOrder()
    const ship = `mutation($id: ID!) { shipOrder(id: $id, carrier: "auspost", trackingNumber: "ab123456789au") { ${ORDER} } }`
    const shipped = await app.gql<{ shipOrder: { status: string; tracking: { url: string } } }>(
      ship,
      { id: order.id },
      staff,
    )
    expect(shipped.body.errors).toBeUndefined()
    expect(shipped.body.data?.shipOrder.status).toBe('shipped')
    expect(shipped.body.data?.shipOrder.tracking.url).toBe('https://auspost.com.au/mypost/track/details/AB123456789AU')
    await app.gql(ship, { id: order.id }, staff)
    const shippedMails = await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderShipped'))
    expect(shippedMails).toHaveLength(1)
    expect(shippedMails[0]!.text).toContain('https://auspost.com.au/mypost/track/details/AB123456789AU')

    const refund = `mutation($id: ID!) { refundOrder(id: $id, reason: "Customer asked") { ${ORDER} } }`
    const [a, b] = await Promise.all([
      app.gql(refund, { id: order.id }, staff),
      app.gql(refund, { id: order.id }, staff),
    ])
    expect([a.body.errors, b.body.errors]).toEqual([undefined, undefined])
    expect(await app.db.db.select().from(orderRefunds)).toHaveLength(1)
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderRefunded'))).toHaveLength(1)

    const lookup = `query($n: String!, $e: String!) { orderLookup(number: $n, email: $e) { ${ORDER} } }`
    const number = order.id.replace(/-/g, '').slice(0, 10).toUpperCase()
    const found = await app.gql<{
      orderLookup: { status: string; timeline: Array<{ type: string; actorName: string }> }
    }>(lookup, { n: number, e: 'AMINA@example.com' })
    expect(found.body.data?.orderLookup.status).toBe('refunded')
    expect(found.body.data?.orderLookup.timeline.map((e) => e.type)).toEqual(['shipped', 'refunded'])
    expect(found.body.data?.orderLookup.timeline.every((e) => e.actorName !== 'Sara Staff')).toBe(true)
    const wrongEmail = await app.gql(lookup, { n: number, e: 'someone@example.com' })
    const unknown = await app.gql(lookup, { n: 'ABCDEF0123', e: 'amina@example.com' })
    expect(wrongEmail.body).toEqual(unknown.body)
  })

  it('cancels an unshipped order once, refunding it, and refuses to ship it afterwards', async () => {
    const staff = await account('sara@example.com', true)
    const order = await testOrder()
    const cancel = `mutation($id: ID!) { cancelOrder(id: $id, reason: "Out of stock") { ${ORDER} } }`
    await app.gql(cancel, { id: order.id }, staff)
    const again = await app.gql<{ cancelOrder: { status: string; refunded: number } }>(cancel, { id: order.id }, staff)
    expect(again.body.data?.cancelOrder).toMatchObject({ status: 'cancelled', refunded: 13900 })
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderCancelled'))).toHaveLength(1)
    const ship = await app.gql(
      `mutation($id: ID!) { shipOrder(id: $id, carrier: "dhl", trackingNumber: "1234567890") { id } }`,
      { id: order.id },
      staff,
    )
    expect(ship.body.errors?.[0]?.extensions?.code).toBe('ORDER_STATE_CONFLICT')
  })
})
