/**
 * The staff part of the GraphQL schema (docs/operations.md): the Orders tool in Sanity Studio calls these with a
 * staff account's bearer token. Every field refuses an anonymous caller (UNAUTHENTICATED) and a shopper (FORBIDDEN).
 * Amounts are cents.
 */
export const staffTypeDefs = /* GraphQL */ `
  extend type User {
    "True for staff accounts (granted with npm run staff -- grant <email>); the Orders tool shows itself only then."
    isStaff: Boolean!
  }

  "Why an order needs a person to look at it before it is packed."
  enum OrderFlag {
    "The shipping address looks like a PO Box, parcel locker or military address (docs/product.md §10)."
    po_box
    "More units were paid for than were left (docs/product.md §16.4); the shop refunded or must refund the rest."
    oversold
    "The shopper's bank disputed the payment (a chargeback)."
    disputed
    "There is no shipping address (orders placed before addresses were collected)."
    no_address
  }

  type StaffOrder {
    id: ID!
    number: String!
    createdAt: String!
    updatedAt: String!
    status: OrderStatus!
    "Placed on the built-in test payment page: no money moved, refunds are recorded only."
    test: Boolean!
    "stripe or local (the test payment page)."
    provider: String!
    email: String
    customerName: String
    shippingAddress: Address
    billingAddress: Address
    currency: String!
    subtotal: Int!
    shipping: Int!
    total: Int!
    refunded: Int!
    "What a refund without an amount would return: total - refunded."
    refundable: Int!
    itemCount: Int!
    lines: [OrderLine!]!
    tracking: Tracking
    shippedAt: String
    disputed: Boolean!
    flags: [OrderFlag!]!
    canShip: Boolean!
    canRefund: Boolean!
    canCancel: Boolean!
    "Every event, oldest first, with who did it."
    timeline: [OrderEvent!]!
  }

  input StaffOrdersFilter {
    "Any of these statuses; all when empty."
    status: [OrderStatus!]
    "Placed at or after this instant (ISO 8601 date or date-time)."
    from: String
    "Placed before this instant (ISO 8601; a bare date means the end of that day)."
    to: String
    "An order number (or its start), an e-mail address (or part) or a customer name (or part)."
    search: String
    "Only orders with at least one flag."
    flagged: Boolean
  }

  type StaffOrderPage {
    "Newest first."
    nodes: [StaffOrder!]!
    "How many orders match the filter in all."
    totalCount: Int!
    "Pass as after to get the next page; null on the last page."
    endCursor: String
    hasNextPage: Boolean!
  }

  type Carrier {
    "What shipOrder's carrier takes (any other text is accepted too, without a tracking link)."
    code: String!
    name: String!
  }

  "A variant at or below the low-stock threshold: stock as published, minus paid and reserved units."
  type LowStockVariant {
    productId: String!
    title: String!
    slug: String
    priceId: String!
    size: String
    colour: String
    "Units on hand when the product was last published."
    stock: Int!
    "Units in paid orders since then."
    sold: Int!
    "Units held by open checkout sessions."
    reserved: Int!
    left: Int!
  }

  type SubscriberExport {
    "text/csv: header email,confirmed_at then one line per confirmed subscriber."
    csv: String!
    count: Int!
    filename: String!
  }

  extend type Query {
    "Orders, newest first; first: 1 to 100 (default 25)."
    staffOrders(filter: StaffOrdersFilter, first: Int, after: String): StaffOrderPage!
    "One order by its id (uuid) or its number; null when there is none."
    staffOrder(id: ID!): StaffOrder
    "Variants with at most threshold units left (default 3)."
    staffLowStock(threshold: Int): [LowStockVariant!]!
    "Confirmed newsletter subscribers as CSV, for a mailing service."
    staffSubscribersCsv: SubscriberExport!
    "The carriers shipOrder knows tracking links for."
    staffCarriers: [Carrier!]!
  }

  extend type Mutation {
    """
    Marks a paid (or test) order shipped and mails the shopper the tracking link. Idempotent: shipping a shipped
    order again with the same carrier and number changes nothing; a different one is ORDER_STATE_CONFLICT.
    """
    shipOrder(id: ID!, carrier: String!, trackingNumber: String!): StaffOrder!
    """
    Refunds amount cents (default: everything not yet refunded) through Stripe's refunds API, or records a test
    refund for a test order, and mails the shopper. Idempotent: the same idempotencyKey (or, without one, the same
    amount while nothing else was refunded in between) refunds once. Stripe refusing it is REFUND_FAILED (nothing
    was refunded; it may be tried again); no answer from Stripe is REFUND_PENDING (it may still go through, and
    shows on the order once Stripe's webhook confirms it).
    """
    refundOrder(id: ID!, amount: Int, reason: String!, idempotencyKey: String): StaffOrder!
    "Cancels an order that has not shipped and refunds what is left of it; cancelling twice changes nothing."
    cancelOrder(id: ID!, reason: String!): StaffOrder!
    "Mails the order confirmation again; the same idempotencyKey (or a second call within a minute) sends once."
    resendConfirmation(id: ID!, idempotencyKey: String): StaffOrder!
  }
`
