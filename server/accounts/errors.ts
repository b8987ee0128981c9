/** Expected failures of the accounts service; the GraphQL layer turns them into errors with these codes. */
export type AccountErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN'

export class AccountError extends Error {
  override name = 'AccountError'
  constructor(
    message: string,
    readonly code: AccountErrorCode,
    /** The input field the message is about (a zod issue path such as `email`), so a form can show it there. */
    readonly field?: string,
  ) {
    super(message)
  }
}

export const accountMessages = {
  registered: 'Registration successful. Please check your email to verify your account.',
  invalidCredentials: 'Invalid email or password',
  notVerified: 'User is not verified. Please check your email to verify your account.',
  verified: 'Email verified successfully. You can now log in.',
  verifiedChoosePassword:
    'Email verified. This address was registered more than once, so no password was kept: choose yours with "Forgot password" before you log in.',
  invalidVerificationToken: 'Invalid or expired verification token',
  resetRequested: 'If an account exists for this email, a password reset link has been sent.',
  passwordReset: 'Your password has been reset successfully.',
  invalidResetToken: 'Invalid or expired reset token',
  newsletterConfirmed: 'Your subscription is confirmed. Thank you!',
  invalidNewsletterLink: 'Invalid or expired confirmation link',
} as const
