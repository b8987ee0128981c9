/** The accounts part of the GraphQL schema; field names follow docs/product.md §7. */
export const accountsTypeDefs = /* GraphQL */ `
  type User {
    _id: ID!
    fullName: String!
    email: String!
  }

  type MessageResponse {
    message: String!
  }

  type ResultResponse {
    success: Boolean!
    message: String!
  }

  type LoginResponse {
    token: String!
    user: User!
  }

  input RegisterInput {
    fullName: String!
    email: String!
    password: String!
    confirmPassword: String!
  }

  input LoginInput {
    email: String!
    password: String!
  }

  type Query {
    "The logged-in user, or null without a valid session token."
    me: User
  }

  type Mutation {
    "Always true; the address joins the list once it opens the confirmation link mailed to it (double opt-in)."
    subscribeToNewsletter(email: String!): Boolean!
    confirmNewsletterSubscription(token: String!): MessageResponse!
    register(registerInput: RegisterInput!): MessageResponse!
    login(loginInput: LoginInput!): LoginResponse!
    verifyEmail(verificationToken: String!): MessageResponse!
    requestPasswordReset(email: String!): ResultResponse!
    resetPassword(token: String!, newPassword: String!): ResultResponse!
    "Ends every session of the bearer token's user on the server; true for any token."
    logout: Boolean!
  }
`
