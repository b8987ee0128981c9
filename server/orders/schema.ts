/** The order-history part of the GraphQL schema (docs/product.md §17); amounts are cents. */
export const ordersTypeDefs = /* GraphQL */ `
  type OrderLine {
    "The line's place in the order (lines never change once bought): what requestReturn's lineId names."
    id: ID!
    "Units of it that may be returned now (0 outside the return window or once all are returned)."
    returnable: Int!
    "The variant bought (what exchangeOptions takes)."
    priceId: String!
    name: String!
    slug: String
    size: String
    colour: String
    quantity: Int!
    unitAmount: Int!
    "unitAmount × quantity, before the discount."
    lineTotal: Int!
    "Cents of the order's discount code on this line (docs/product.md §20): it was paid lineTotal - discountAmount."
    discountAmount: Int!
  }

  """
  One word for the order, derived from paymentStatus and fulfilmentStatus (docs/product.md §17.2), kept for older
  callers: payment_pending and payment_failed by the payment; then cancelled; then refunded or partially_refunded by
  the refunded amount; then shipped; then test (the built-in test payment page, no money moved) or paid. It hides
  one axis behind the other (a partly refunded order that shipped reads partially_refunded): read the two axes.
  """
  enum OrderStatus {
    paid
    payment_pending
    payment_failed
    test
    shipped
    partially_refunded
    refunded
    cancelled
  }

  """
  Where the order's money is (docs/product.md §17.2): pending (a bank debit settling), failed, paid, test (the test
  payment page: no money moved), partly_refunded, refunded, disputed (the card holder's bank disputes it),
  dispute_lost (the bank took it back).
  """
  enum PaymentStatus {
    pending
    failed
    paid
    test
    partly_refunded
    refunded
    disputed
    dispute_lost
  }

  "Where the order's goods are: unfulfilled (not sent yet), shipped, or cancelled (never to be sent)."
  enum FulfilmentStatus {
    unfulfilled
    shipped
    cancelled
  }

  "A postal address as entered at checkout (Australia only for shipping: docs/product.md §10)."
  type Address {
    name: String
    line1: String
    line2: String
    city: String
    state: String
    postalCode: String
    country: String
  }

  "The parcel's carrier and tracking number; url is null for a carrier the shop has no tracking page for."
  type Tracking {
    carrier: String!
    number: String!
    url: String
  }

  "Who did something to an order: a staff member, Stripe (its dashboard or the bank), the shopper, or the shop itself."
  enum OrderActor {
    staff
    stripe
    shopper
    system
  }

  enum OrderEventType {
    placed
    confirmation_sent
    confirmation_resent
    shipped
    refunded
    refund_failed
    cancelled
    disputed
    dispute_closed
    flagged
    return_requested
    return_approved
    return_rejected
    return_received
    exchange_shipped
  }

  "A variant of the line's product another unit could be exchanged for (docs/product.md §17.5)."
  type ExchangeOption {
    "What requestReturn's exchangeFor takes."
    priceId: String!
    size: String
    colour: String
    "A unit is left to hold for the exchange."
    available: Boolean!
  }

  """
  A return's state (docs/product.md §17.5): requested by the shopper, approved (the mail says how to send it) or
  rejected (with the reason), received at the shop, then refunded, or exchange_shipped for an exchange.
  """
  enum ReturnStatus {
    requested
    approved
    rejected
    received
    refunded
    exchange_shipped
  }

  enum ReturnReason {
    too_small
    too_big
    too_long
    too_short
    not_as_described
    damaged
    changed_mind
  }

  type ReturnVariant {
    priceId: String!
    size: String
    colour: String
  }

  type ReturnLine {
    "The order line's id."
    lineId: ID!
    name: String!
    size: String
    colour: String
    quantity: Int!
    "Cents per unit, as bought."
    unitAmount: Int!
    reason: ReturnReason!
    "The variant sent instead; null: the line is refunded."
    exchangeFor: ReturnVariant
  }

  type Return {
    id: ID!
    "The order's number and the return's place: 4F2A9C01B7-R1."
    number: String!
    orderId: ID!
    orderNumber: String!
    status: ReturnStatus!
    createdAt: String!
    lines: [ReturnLine!]!
    "Why staff declined it (status rejected)."
    rejectionReason: String
    "Cents refunded for it."
    refunded: Int!
    "The exchange's parcel (status exchange_shipped)."
    exchangeTracking: Tracking
  }

  input ReturnLineInput {
    "OrderLine.id."
    lineId: ID!
    quantity: Int!
    reason: ReturnReason!
    "An ExchangeOption's priceId for an exchange; null or absent for a refund."
    exchangeFor: String
  }

  "One thing that happened to an order. amount is cents (refunds)."
  type OrderEvent {
    id: ID!
    at: String!
    type: OrderEventType!
    actor: OrderActor!
    "The staff member's name (staff events only; shoppers see 'Noor & Thread')."
    actorName: String
    "What happened, in a sentence for people."
    message: String!
    amount: Int
  }

  type Order {
    id: ID!
    "The short number the confirmation e-mail shows."
    number: String!
    createdAt: String!
    "Derived from paymentStatus and fulfilmentStatus (see OrderStatus)."
    status: OrderStatus!
    paymentStatus: PaymentStatus!
    fulfilmentStatus: FulfilmentStatus!
    "Added to the account by its e-mail address (the account proved it holds it), not placed while signed in."
    claimedByEmail: Boolean!
    currency: String!
    subtotal: Int!
    "The discount code used (docs/product.md §20), or null."
    discountCode: String
    "Cents the discount code took off the subtotal; 0 without one."
    discount: Int!
    shipping: Int!
    total: Int!
    "Cents refunded so far."
    refunded: Int!
    itemCount: Int!
    lines: [OrderLine!]!
    shippingAddress: Address
    tracking: Tracking
    "The shopper-facing events, oldest first."
    timeline: [OrderEvent!]!
    "Its returns, oldest first."
    returns: [Return!]!
    "The last instant a return may be requested (shipping + the return window); null before it shipped."
    returnUntil: String
    "Some unit may be returned now."
    canReturn: Boolean!
    """
    The path of its tax invoice (docs/product.md §10.8), in the reader's language: a capability link, so only the
    order's own readers get it. Null until the order is paid, and when the shop is not registered for GST.
    """
    invoicePath: String
  }

  extend type Query {
    "The signed-in shopper's orders, newest first."
    myOrders: [Order!]!
    "One of the signed-in shopper's orders; null when it is not theirs or does not exist."
    myOrder(id: ID!): Order
    """
    A guest's order by its number and the e-mail it was paid with (docs/product.md §17.3). Null for an unknown
    number and a wrong e-mail alike; rate-limited (RATE_LIMITED).
    """
    orderLookup(number: String!, email: String!): Order
    """
    The other sizes and colours of the product a bought line's price id sells, each with whether a unit is left to
    hold for an exchange (docs/product.md §17.5); empty for a product sold in one version.
    """
    exchangeOptions(priceId: String!): [ExchangeOption!]!
  }

  extend type Mutation {
    """
    Asks to return lines of a shipped order within the return window (docs/product.md §17.5), each for a refund or
    an exchange for another variant of the same product with a unit left (held while the return is open). The
    signed-in owner names the order by orderId; a guest by number and email (an unknown number and a wrong e-mail
    are the same NOT_FOUND; rate-limited like orderLookup). A line not in the order, more units than were bought or
    are already returned, a closed window or a sold-out exchange is refused with a clear message (BAD_USER_INPUT
    with extensions.field, or ORDER_STATE_CONFLICT) and nothing is recorded. The same request sent again answers
    the same return. Answers the order with its returns.
    """
    requestReturn(orderId: ID, number: String, email: String, lines: [ReturnLineInput!]!): Order!
  }
`
