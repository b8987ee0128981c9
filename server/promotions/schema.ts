/** Discount codes (docs/product.md §20): the bag's preview of a code, and the Studio's count of its uses. */
export const promotionsTypeDefs = /* GraphQL */ `
  input DiscountLineInput {
    priceId: String!
    quantity: Int!
  }

  "What a discount code would take off the bag, or why it cannot be used."
  type DiscountCheck {
    ok: Boolean!
    "The code as the promotion spells it (upper case)."
    code: String!
    "The promotion's public title in the page's language; null when refused."
    title: String
    description: String
    "Cents off the bag's items (shipping is never discounted); 0 when refused."
    discount: Int!
    "unknown, not_started, expired, used_up, already_used, sign_in_required, below_minimum or not_applicable."
    reason: String
    "Why it was refused, in the page's language; the title when it applies."
    message: String!
  }

  extend type Query {
    "Previews a discount code on the bag's lines, as checkout would price it. Rate-limited (discountCode)."
    checkDiscountCode(code: String!, lines: [DiscountLineInput!]!): DiscountCheck!
    "Staff: paid orders that used the promotion with this code."
    promotionUsage(code: String!): Int!
  }
`
