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
    """
    A secret the signing-up browser keeps (32 random bytes, base64url) and sends again with verifyEmail: the link
    opened with it adds the guest orders paid with the address (docs/product.md §17.1).
    """
    claimProof: String
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
    "Spends the link; with the registering browser's claimProof, guest orders paid with the address join the account."
    verifyEmail(verificationToken: String!, claimProof: String): MessageResponse!
    requestPasswordReset(email: String!): ResultResponse!
    resetPassword(token: String!, newPassword: String!): ResultResponse!
    "Ends every session of the bearer token's user on the server; true for any token."
    logout: Boolean!
  }
`
