/** Typed calls for the account and newsletter mutations; inputs use the zod-inferred types of the forms. */
import type { GraphQLClient } from 'graphql-request'
import type { LoginInput, RegisterInput } from '../validation/index'
import {
  CONFIRM_NEWSLETTER_SUBSCRIPTION,
  LOGIN,
  LOGOUT,
  ME,
  REGISTER,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  SUBSCRIBE_TO_NEWSLETTER,
  VERIFY_EMAIL,
} from './operations'

export interface ApiUser {
  _id: string
  fullName: string
  email: string
}
export interface MessageResponse {
  message: string
}
export interface ResultResponse {
  success: boolean
  message: string
}
export interface LoginResponse {
  token: string
  user: ApiUser
}

export async function subscribeToNewsletter(client: GraphQLClient, email: string): Promise<boolean> {
  const data = await client.request<{ subscribeToNewsletter: boolean }>(SUBSCRIBE_TO_NEWSLETTER, { email })
  return data.subscribeToNewsletter
}

export async function confirmNewsletterSubscription(client: GraphQLClient, token: string): Promise<MessageResponse> {
  const data = await client.request<{ confirmNewsletterSubscription: MessageResponse }>(
    CONFIRM_NEWSLETTER_SUBSCRIPTION,
    { token },
  )
  return data.confirmNewsletterSubscription
}

export async function register(client: GraphQLClient, registerInput: RegisterInput): Promise<MessageResponse> {
  const data = await client.request<{ register: MessageResponse }>(REGISTER, { registerInput })
  return data.register
}

export async function login(client: GraphQLClient, loginInput: LoginInput): Promise<LoginResponse> {
  const data = await client.request<{ login: LoginResponse }>(LOGIN, { loginInput })
  return data.login
}

export async function verifyEmail(client: GraphQLClient, verificationToken: string): Promise<MessageResponse> {
  const data = await client.request<{ verifyEmail: MessageResponse }>(VERIFY_EMAIL, { verificationToken })
  return data.verifyEmail
}

export async function requestPasswordReset(client: GraphQLClient, email: string): Promise<ResultResponse> {
  const data = await client.request<{ requestPasswordReset: ResultResponse }>(REQUEST_PASSWORD_RESET, { email })
  return data.requestPasswordReset
}

export async function resetPassword(
  client: GraphQLClient,
  input: { token: string; newPassword: string },
): Promise<ResultResponse> {
  const data = await client.request<{ resetPassword: ResultResponse }>(RESET_PASSWORD, input)
  return data.resetPassword
}

export async function me(client: GraphQLClient): Promise<ApiUser | null> {
  const data = await client.request<{ me: ApiUser | null }>(ME)
  return data.me
}

/** Ends the token's sessions on the server (docs/product.md §4.4); the token is passed, as the caller is about to forget it. */
export async function logout(client: GraphQLClient, token: string): Promise<boolean> {
  const data = await client.request<{ logout: boolean }>({
    document: LOGOUT,
    requestHeaders: { Authorization: `Bearer ${token}` },
  })
  return data.logout
}
