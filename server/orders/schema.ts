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

  "paid; payment_pending; payment_failed; test: the built-in test payment page, no money moved (docs/product.md §10.3)"
  enum OrderStatus {
    paid
    payment_pending
    payment_failed
    test
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
    itemCount: Int!
    lines: [OrderLine!]!
  }

  extend type Query {
    "The signed-in shopper's orders, newest first."
    myOrders: [Order!]!
    "One of the signed-in shopper's orders; null when it is not theirs or does not exist."
    myOrder(id: ID!): Order
  }
`
