/** Typed calls for account settings and back-in-stock alerts. Types: lib/api/settings.graphql (`npm run codegen`). */
import type { ApiClient } from './types'
import type { StockAlertInput } from '../validation/settings'
import {
  CancelStockAlertDocument,
  ChangePasswordDocument,
  ConfirmEmailChangeDocument,
  ConfirmStockAlertDocument,
  DeleteAccountDocument,
  MyDataDocument,
  MySettingsDocument,
  RequestEmailChangeDocument,
  RequestStockAlertDocument,
  SetNewsletterSubscriptionDocument,
  UpdateProfileDocument,
  type ChangePasswordMutation,
  type MySettingsQuery,
  type StockAlertFieldsFragment,
} from './operations.generated'
import type { ApiUser, MessageResponse, ResultResponse } from './accounts'

export type ApiStockAlert = StockAlertFieldsFragment
export type ApiSettings = MySettingsQuery
export type ChangePasswordResponse = ChangePasswordMutation['changePassword']

export async function mySettings(client: ApiClient): Promise<ApiSettings> {
  return client.request(MySettingsDocument)
}

export async function myData(client: ApiClient): Promise<string> {
  return (await client.request(MyDataDocument)).myData
}

export async function updateProfile(client: ApiClient, fullName: string): Promise<ApiUser> {
  return (await client.request(UpdateProfileDocument, { fullName })).updateProfile
}

export async function requestEmailChange(
  client: ApiClient,
  input: { newEmail: string; password: string },
): Promise<MessageResponse> {
  return (await client.request(RequestEmailChangeDocument, input)).requestEmailChange
}

export async function confirmEmailChange(client: ApiClient, token: string): Promise<MessageResponse> {
  return (await client.request(ConfirmEmailChangeDocument, { token })).confirmEmailChange
}

export async function changePassword(
  client: ApiClient,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResponse> {
  return (await client.request(ChangePasswordDocument, input)).changePassword
}

export async function deleteAccount(client: ApiClient, password: string): Promise<ResultResponse> {
  return (await client.request(DeleteAccountDocument, { password })).deleteAccount
}

export async function setNewsletterSubscription(client: ApiClient, subscribed: boolean): Promise<boolean> {
  return (await client.request(SetNewsletterSubscriptionDocument, { subscribed })).setNewsletterSubscription
}

export async function requestStockAlert(client: ApiClient, input: StockAlertInput): Promise<MessageResponse> {
  return (await client.request(RequestStockAlertDocument, { input })).requestStockAlert
}

export async function confirmStockAlert(client: ApiClient, token: string): Promise<MessageResponse> {
  return (await client.request(ConfirmStockAlertDocument, { token })).confirmStockAlert
}

export async function cancelStockAlert(client: ApiClient, id: string): Promise<boolean> {
  return (await client.request(CancelStockAlertDocument, { id })).cancelStockAlert
}
