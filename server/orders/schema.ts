/** The order-history part of the GraphQL schema (docs/product.md §17); amounts are cents. */
export const ordersTypeDefs = /* GraphQL */ `
  type OrderLine {
    name: String!
    slug: String
    size: String
    colour: String
    quantity: Int!
    unitAmount: Int!
    lineTotal: Int!
  }

  """
  paid; payment_pending; payment_failed; test: the built-in test payment page, no money moved (docs/product.md §10.3);
  shipped; partially_refunded; refunded; cancelled (docs/product.md §17.2).
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
    status: OrderStatus!
    "Added to the account by its e-mail address (a reset link proved it), not placed while signed in."
    claimedByEmail: Boolean!
    currency: String!
    subtotal: Int!
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
  }
`
