import { LocalizedError, type LocalizedText } from '../localized'

/** Expected failures of the accounts service; the GraphQL layer turns them into errors with these codes. */
export type AccountErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN'

/** Its text is said in the request's language (server/localized.ts); `message` is the English. */
export class AccountError extends LocalizedError {
  override name = 'AccountError'
  constructor(
    text: LocalizedText | string,
    readonly code: AccountErrorCode,
    /** The input field the message is about (a zod issue path such as `email`), so a form can show it there. */
    readonly field?: string,
  ) {
    super(text)
  }
}
