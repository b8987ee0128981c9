/** The GraphQL documents the storefront sends to POST /graphql, each with an operation name (docs/product.md §7). */
import { gql } from 'graphql-request'

const USER_FIELDS = 'user { _id fullName email }'

export const SUBSCRIBE_TO_NEWSLETTER = gql`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email)
  }
`

export const CONFIRM_NEWSLETTER_SUBSCRIPTION = gql`
  mutation ConfirmNewsletterSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      message
    }
  }
`

export const REGISTER = gql`
  mutation Register($registerInput: RegisterInput!) {
    register(registerInput: $registerInput) {
      message
    }
  }
`

export const LOGIN = gql`
  mutation Login($loginInput: LoginInput!) {
    login(loginInput: $loginInput) {
      token
      ${USER_FIELDS}
    }
  }
`

export const VERIFY_EMAIL = gql`
  mutation VerifyEmail($verificationToken: String!) {
    verifyEmail(verificationToken: $verificationToken) {
      message
    }
  }
`

export const REQUEST_PASSWORD_RESET = gql`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      success
      message
    }
  }
`

export const RESET_PASSWORD = gql`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      success
      message
    }
  }
`

export const LOGOUT = gql`
  mutation Logout {
    logout
  }
`

export const ME = gql`
  query Me {
    me {
      _id
      fullName
      email
    }
  }
`

const ORDER_FIELDS = `
  id
  number
  createdAt
  status
  currency
  subtotal
  shipping
  total
  itemCount
  lines {
    name
    slug
    size
    colour
    quantity
    unitAmount
    lineTotal
  }
`

/** docs/product.md §17: the signed-in shopper's orders (bearer token), newest first. */
export const MY_ORDERS = gql`
  query MyOrders {
    myOrders {
      ${ORDER_FIELDS}
    }
  }
`

export const MY_ORDER = gql`
  query MyOrder($id: ID!) {
    myOrder(id: $id) {
      ${ORDER_FIELDS}
    }
  }
`
