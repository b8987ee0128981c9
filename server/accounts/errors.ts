import { ExpectedError, type LocalizedText } from '../localized'

/** Expected failures of the accounts service; the GraphQL layer turns them into errors with these codes. */
export type AccountErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN'

/** Its text is said in the request's language (server/localized.ts); `message` is the English. */
export class AccountError extends ExpectedError {
  override name = 'AccountError'
  declare readonly code: AccountErrorCode
  constructor(text: LocalizedText | string, code: AccountErrorCode, field?: string) {
    super(text, code, field)
  }
}
