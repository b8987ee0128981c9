/** Back-in-stock alerts (docs/product.md §16.5, §7.1). */
export const alertsTypeDefs = /* GraphQL */ `
  type StockAlert {
    id: ID!
    productTitle: String!
    productSlug: String!
    "Size 56 · Black"
    variant: String!
    email: String!
    confirmed: Boolean!
    createdAt: String!
    expiresAt: String!
    "When the one alert mail was sent; null while waiting."
    notifiedAt: String
  }

  input StockAlertInput {
    email: String!
    productSlug: String!
    "The sold-out variant's price id."
    priceId: String!
  }

  extend type Query {
    "The signed-in shopper's alerts, newest first."
    myStockAlerts: [StockAlert!]!
  }

  extend type Mutation {
    requestStockAlert(input: StockAlertInput!): MessageResponse!
    confirmStockAlert(token: String!): MessageResponse!
    "True when one of the signed-in shopper's alerts was cancelled."
    cancelStockAlert(id: ID!): Boolean!
  }
`
