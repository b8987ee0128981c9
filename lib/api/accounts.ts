/**
 * Typed calls for the account and newsletter mutations. Documents and result types are generated from
 * lib/api/accounts.graphql against the server's schema (`npm run codegen`); inputs are the zod-inferred form types.
 */
import type { ApiClient } from './types'
import type { LoginInput, RegisterInput } from '../validation/index'
import {
  ConfirmNewsletterSubscriptionDocument,
  LoginDocument,
  LogoutDocument,
  MeDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SubscribeToNewsletterDocument,
  VerifyEmailDocument,
  type LoginMutation,
  type RegisterMutation,
  type RequestPasswordResetMutation,
  type UserFieldsFragment,
} from './operations.generated'

export type ApiUser = UserFieldsFragment
export type MessageResponse = RegisterMutation['register']
export type ResultResponse = RequestPasswordResetMutation['requestPasswordReset']
export type LoginResponse = LoginMutation['login']

export async function subscribeToNewsletter(client: ApiClient, email: string): Promise<boolean> {
  const data = await client.request(SubscribeToNewsletterDocument, { email })
  return data.subscribeToNewsletter
}

export async function confirmNewsletterSubscription(client: ApiClient, token: string): Promise<MessageResponse> {
  const data = await client.request(ConfirmNewsletterSubscriptionDocument, { token })
  return data.confirmNewsletterSubscription
}

export async function register(client: ApiClient, registerInput: RegisterInput): Promise<MessageResponse> {
  const data = await client.request(RegisterDocument, { registerInput })
  return data.register
}

export async function login(client: ApiClient, loginInput: LoginInput): Promise<LoginResponse> {
  const data = await client.request(LoginDocument, { loginInput })
  return data.login
}

export async function verifyEmail(client: ApiClient, verificationToken: string): Promise<MessageResponse> {
  const data = await client.request(VerifyEmailDocument, { verificationToken })
  return data.verifyEmail
}

export async function requestPasswordReset(client: ApiClient, email: string): Promise<ResultResponse> {
  const data = await client.request(RequestPasswordResetDocument, { email })
  return data.requestPasswordReset
}

export async function resetPassword(
  client: ApiClient,
  input: { token: string; newPassword: string },
): Promise<ResultResponse> {
  const data = await client.request(ResetPasswordDocument, input)
  return data.resetPassword
}

export async function me(client: ApiClient): Promise<ApiUser | null> {
  const data = await client.request(MeDocument)
  return data.me
}

/** Ends the token's sessions on the server (docs/product.md §4.4); the token is passed, as the caller is about to forget it. */
export async function logout(client: ApiClient, token: string): Promise<boolean> {
  const data = await client.request({
    document: LogoutDocument,
    requestHeaders: { Authorization: `Bearer ${token}` },
  })
  return data.logout
}
