/** Account settings (docs/product.md §2.22, §7.1): the signed-in shopper's own data. */
export const settingsTypeDefs = /* GraphQL */ `
  extend type Query {
    "Everything the shop holds about the signed-in shopper, as one JSON document."
    myData: String!
    "Whether the signed-in shopper's address is on the newsletter list."
    myNewsletterSubscription: Boolean!
  }

  extend type Mutation {
    updateProfile(fullName: String!): User!
    "Mails a link to the new address; the address changes when it is opened. Same answer whatever the new address."
    requestEmailChange(newEmail: String!, password: String!): MessageResponse!
    confirmEmailChange(token: String!): MessageResponse!
    "Ends every other session; the answer's token keeps this one signed in."
    changePassword(currentPassword: String!, newPassword: String!): LoginResponse!
    deleteAccount(password: String!): ResultResponse!
    "The account's verified address joins (no confirmation mail) or leaves the newsletter list; the new state."
    setNewsletterSubscription(subscribed: Boolean!): Boolean!
  }
`
