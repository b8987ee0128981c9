/**
 * The settings page's calls (docs/product.md §2.22, §16.5), each a typed document from `npm run codegen` sent with
 * the browser's client; the operations are written at the bottom of this file.
 */
import { browserApi } from '@/lib/api/browser'
import {
  CancelStockAlertDocument,
  ChangePasswordDocument,
  DeleteAccountDocument,
  MyDataDocument,
  MySettingsDocument,
  RequestEmailChangeDocument,
  SetNewsletterSubscriptionDocument,
  UpdateProfileDocument,
  type ChangePasswordMutationVariables,
  type RequestEmailChangeMutationVariables,
} from '@/lib/api/operations.generated'

const api = () => browserApi()

export const settingsCalls = {
  mySettings: () => api().request(MySettingsDocument),
  myData: async () => (await api().request(MyDataDocument)).myData,
  updateProfile: async (fullName: string) => (await api().request(UpdateProfileDocument, { fullName })).updateProfile,
  requestEmailChange: async (input: RequestEmailChangeMutationVariables) =>
    (await api().request(RequestEmailChangeDocument, input)).requestEmailChange,
  changePassword: async (input: ChangePasswordMutationVariables) =>
    (await api().request(ChangePasswordDocument, input)).changePassword,
  deleteAccount: async (password: string) => (await api().request(DeleteAccountDocument, { password })).deleteAccount,
  setNewsletterSubscription: async (subscribed: boolean) =>
    (await api().request(SetNewsletterSubscriptionDocument, { subscribed })).setNewsletterSubscription,
  cancelStockAlert: async (id: string) => (await api().request(CancelStockAlertDocument, { id })).cancelStockAlert,
}

// What the settings page sends: read by `npm run codegen` (not at run time), which types the `…Document`s above.
const _settingsOperations = /* GraphQL */ `
  query MyData {
    myData
  }

  query MySettings {
    myNewsletterSubscription
    myStockAlerts {
      ...StockAlertFields
    }
  }

  mutation UpdateProfile($fullName: String!) {
    updateProfile(fullName: $fullName) {
      ...UserFields
    }
  }

  mutation RequestEmailChange($newEmail: String!, $password: String!) {
    requestEmailChange(newEmail: $newEmail, password: $password) {
      message
    }
  }

  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      user {
        ...UserFields
      }
    }
  }

  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password) {
      success
      message
    }
  }

  mutation SetNewsletterSubscription($subscribed: Boolean!) {
    setNewsletterSubscription(subscribed: $subscribed)
  }

  mutation CancelStockAlert($id: ID!) {
    cancelStockAlert(id: $id)
  }
`
