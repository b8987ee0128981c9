/** Typed calls for account settings and back-in-stock alerts. Types: lib/api/settings.graphql (`npm run codegen`). */
import type { GraphQLClient } from 'graphql-request'
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

export async function mySettings(client: GraphQLClient): Promise<ApiSettings> {
  return client.request(MySettingsDocument)
}

export async function myData(client: GraphQLClient): Promise<string> {
  return (await client.request(MyDataDocument)).myData
}

export async function updateProfile(client: GraphQLClient, fullName: string): Promise<ApiUser> {
  return (await client.request(UpdateProfileDocument, { fullName })).updateProfile
}

export async function requestEmailChange(
  client: GraphQLClient,
  input: { newEmail: string; password: string },
): Promise<MessageResponse> {
  return (await client.request(RequestEmailChangeDocument, input)).requestEmailChange
}

export async function confirmEmailChange(client: GraphQLClient, token: string): Promise<MessageResponse> {
  return (await client.request(ConfirmEmailChangeDocument, { token })).confirmEmailChange
}

export async function changePassword(
  client: GraphQLClient,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResponse> {
  return (await client.request(ChangePasswordDocument, input)).changePassword
}

export async function deleteAccount(client: GraphQLClient, password: string): Promise<ResultResponse> {
  return (await client.request(DeleteAccountDocument, { password })).deleteAccount
}

export async function setNewsletterSubscription(client: GraphQLClient, subscribed: boolean): Promise<boolean> {
  return (await client.request(SetNewsletterSubscriptionDocument, { subscribed })).setNewsletterSubscription
}

export async function requestStockAlert(client: GraphQLClient, input: StockAlertInput): Promise<MessageResponse> {
  return (await client.request(RequestStockAlertDocument, { input })).requestStockAlert
}

export async function confirmStockAlert(client: GraphQLClient, token: string): Promise<MessageResponse> {
  return (await client.request(ConfirmStockAlertDocument, { token })).confirmStockAlert
}

export async function cancelStockAlert(client: GraphQLClient, id: string): Promise<boolean> {
  return (await client.request(CancelStockAlertDocument, { id })).cancelStockAlert
}
