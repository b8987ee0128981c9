/** Account settings (docs/product.md §2.22): each use case in its own file, bound to its dependencies here. */
import type { OrdersService } from '../../orders/index'
import type { Locale } from '@/lib/i18n/locale'
import { changePassword } from './change-password'
import { confirmEmailChange, requestEmailChange, type EmailChangeDeps } from './change-email'
import { deleteAccount } from './delete-account'
import { exportData } from './export-data'
import { newsletterSubscribed, setNewsletterSubscription } from './newsletter-preference'
import type { AccountsDeps } from '../context'
import { signedInUser } from './shared'
import { updateProfile } from './update-profile'

export { settingsTypeDefs } from './schema'

type Token = string | undefined

export function createAccountSettings(
  deps: AccountsDeps & EmailChangeDeps & { orders: Pick<OrdersService, 'listForUser' | 'forget'> },
) {
  return {
    /** The use cases' context: a resolver may call a use case with it directly (docs/architecture.md §11). */
    deps,
    signedInUser: (token: Token) => signedInUser(deps, token),
    updateProfile: (token: Token, input: unknown) => updateProfile(deps, token, input),
    requestEmailChange: (token: Token, input: unknown, locale?: Locale, ip?: string) =>
      requestEmailChange(deps, token, input, locale, ip),
    confirmEmailChange: (input: unknown, locale?: Locale) => confirmEmailChange(deps, input, locale),
    changePassword: (token: Token, input: unknown) => changePassword(deps, token, input),
    deleteAccount: (token: Token, input: unknown, locale?: Locale) => deleteAccount(deps, token, input, locale),
    exportData: (token: Token) => exportData(deps, token),
    newsletterSubscribed: (token: Token) => newsletterSubscribed(deps, token),
    setNewsletterSubscription: (token: Token, subscribed: boolean) =>
      setNewsletterSubscription(deps, token, subscribed),
  }
}

export type AccountSettings = ReturnType<typeof createAccountSettings>
