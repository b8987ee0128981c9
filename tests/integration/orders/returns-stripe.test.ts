/**
 * A return in Stripe mode (issue 37's "refunds a received return once"), through the GraphQL a guest and the Orders
 * tool call, with Stripe's API the loopback fake: the guest asks by number and e-mail, staff approve and receive it
 * twice at once, and Stripe is asked for one refund of the returned line's price (shipping is not refunded).
 */
import { describe, expect, it } from 'vitest'
import { orderNumber } from '@/server/orders/store'
import { stripeOrdersForTests, TOTAL } from './harness'

const world = stripeOrdersForTests()

const UNIT = 2495

const RETURN_FIELDS = 'returns { id number status refunded lines { lineId quantity reason } }'
const REQUEST = `mutation($number: String, $email: String, $orderId: ID, $lines: [ReturnLineInput!]!) {
  requestReturn(number: $number, email: $email, orderId: $orderId, lines: $lines) {
    refunded canReturn lines { id returnable } ${RETURN_FIELDS}
  }
}`
const SHIP = `mutation($id: ID!) { shipOrder(id: $id, carrier: "auspost", trackingNumber: "AP0RETURN1") { id } }`
const STAFF = `refunded paymentStatus ${RETURN_FIELDS}`
const APPROVE = `mutation($id: ID!) { approveReturn(id: $id) { ${STAFF} } }`
const RECEIVE = `mutation($id: ID!) { receiveReturn(id: $id) { ${STAFF} } }`
const OPEN = `query { staffReturns { number status orderNumber } }`

type Errors = Array<{ message: string; extensions?: { code?: string; field?: string } }>
type Answer<T> = { body: { data?: T | null; errors?: Errors } }
type Order = {
  refunded: number
  paymentStatus?: string
  canReturn?: boolean
  lines?: Array<{ id: string; returnable: number }>
  returns: Array<{ id: string; number: string; status: string; refunded: number }>
}

describe('a guest’s return in Stripe mode', () => {
  it('is refunded once at Stripe, however often staff receive it', async () => {
    const order = await world.paidOrder()
    const staff = await world.staffToken()
    await world.app.gql(SHIP, { id: order.id }, staff)
    const guest = { number: orderNumber(order), email: 'AMINA@example.com' }
    const asked = (await world.app.gql(REQUEST, {
      ...guest,
      lines: [{ lineId: '0', quantity: 1, reason: 'damaged' }],
    })) as Answer<{ requestReturn: Order }>
    expect(asked.body.errors).toBeUndefined()
    const requested = asked.body.data!.requestReturn
    expect(requested.lines).toEqual([{ id: '0', returnable: 1 }])
    const ret = requested.returns[0]!
    expect(ret).toMatchObject({ number: `${guest.number}-R1`, status: 'requested', refunded: 0 })

    const open = (await world.app.gql(OPEN, {}, staff)) as Answer<{ staffReturns: unknown[] }>
    expect(open.body.data?.staffReturns).toEqual([
      { number: ret.number, status: 'requested', orderNumber: guest.number },
    ])
    await world.app.gql(APPROVE, { id: ret.id }, staff)
    const [first, second] = (await Promise.all([
      world.app.gql(RECEIVE, { id: ret.id }, staff),
      world.app.gql(RECEIVE, { id: ret.id }, staff),
    ])) as Array<Answer<{ receiveReturn: Order }>>

    expect(first?.body.errors).toBeUndefined()
    expect(second?.body.errors).toBeUndefined()
    expect(world.refundCalls()).toHaveLength(1)
    const received = (await world.app.gql(RECEIVE, { id: ret.id }, staff)) as Answer<{ receiveReturn: Order }>
    expect(received.body.data?.receiveReturn).toMatchObject({
      refunded: UNIT,
      paymentStatus: 'partly_refunded',
      returns: [{ status: 'refunded', refunded: UNIT }],
    })
    expect(world.refundCalls()).toHaveLength(1)
    expect(UNIT).toBeLessThan(TOTAL)
    expect(await world.mails('orderReturn')).toHaveLength(3)
    expect(await world.mails('orderRefunded')).toHaveLength(1)
  })

  it('answers a wrong e-mail, an unshipped order and a bad line with clear errors, recording nothing', async () => {
    const order = await world.paidOrder()
    const staff = await world.staffToken()
    const lines = [{ lineId: '0', quantity: 1, reason: 'damaged' }]
    const ask = async (variables: Record<string, unknown>) =>
      ((await world.app.gql(REQUEST, { lines, ...variables })) as Answer<unknown>).body.errors?.[0]
    const number = orderNumber(order)

    expect(await ask({ number, email: 'someone@example.com' })).toMatchObject({
      message: 'We could not find that order.',
      extensions: { code: 'NOT_FOUND' },
    })
    expect(await ask({ orderId: order.id })).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } })
    expect(await ask({ number, email: 'amina@example.com' })).toMatchObject({
      message: 'Items can be returned once the order has shipped.',
      extensions: { code: 'ORDER_STATE_CONFLICT' },
    })
    await world.app.gql(SHIP, { id: order.id }, staff)
    expect(
      await ask({ number, email: 'amina@example.com', lines: [{ lineId: '0', quantity: 3, reason: 'damaged' }] }),
    ).toMatchObject({
      message: 'You can return at most 2 of this item.',
      extensions: { code: 'BAD_USER_INPUT', field: 'quantity' },
    })
    const ar = (await world.app.gql(
      REQUEST,
      { number, email: 'amina@example.com', lines: [{ lineId: '5', quantity: 1, reason: 'damaged' }] },
      { 'Accept-Language': 'ar' },
    )) as Answer<unknown>
    expect(ar.body.errors?.[0]?.message).toBe('إحدى القطع ليست في هذا الطلب.')
    const open = (await world.app.gql(OPEN, {}, staff)) as Answer<{ staffReturns: unknown[] }>
    expect(open.body.data?.staffReturns).toEqual([])
  })
})
