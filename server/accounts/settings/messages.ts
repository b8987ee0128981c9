/** The answers of the account settings operations (docs/product.md §8.3); the forms show them as they are. */
export const settingsMessages = {
  notSignedIn: 'Please log in to change your account.',
  wrongPassword: 'The password is not correct.',
  wrongCurrentPassword: 'Your current password is not correct.',
  profileUpdated: 'Your name has been saved.',
  sameEmail: 'This is already your e-mail address.',
  emailChangeRequested:
    'We have sent a link to the new address. Your e-mail address changes once you open it; until then, keep using the old one.',
  emailChanged: 'Your e-mail address has been changed. Use it the next time you log in.',
  invalidEmailChangeLink: 'Invalid or expired link',
  emailTaken: 'This address can no longer be used for your account. Please ask for a change to another address.',
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
  accountDeleted: 'Your account has been deleted.',
  newsletterOn: 'You are subscribed to the newsletter.',
  newsletterOff: 'You are unsubscribed from the newsletter.',
} as const
