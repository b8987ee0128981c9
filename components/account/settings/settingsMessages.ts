/** Every text of /account/settings and its mail-link pages (docs/product.md §2.22, §8.1), in one place. */
export const settingsTexts = {
  title: 'Account settings',
  lead: 'Change your details, choose what we send you, take a copy of your data or close your account.',
  profile: {
    heading: 'Your name',
    save: 'Save name',
    saved: { title: 'Name Saved', description: 'Your name has been saved.' },
  },
  email: {
    heading: 'E-mail address',
    current: (email: string) => `Your address is ${email}.`,
    send: 'Send confirmation link',
    sent: { title: 'Check Your New Inbox' },
  },
  password: {
    heading: 'Password',
    save: 'Change password',
    saved: {
      title: 'Password Changed',
      description: 'Your password has been changed. Every other device has been signed out.',
    },
  },
  newsletter: {
    heading: 'Newsletter',
    on: 'You get our newsletter at this address.',
    off: 'You do not get our newsletter.',
    subscribe: 'Subscribe',
    unsubscribe: 'Unsubscribe',
    subscribed: { title: 'Subscribed', description: 'You are on our newsletter list.' },
    unsubscribed: { title: 'Unsubscribed', description: 'You will not get our newsletter any more.' },
  },
  alerts: {
    heading: 'Back-in-stock alerts',
    empty: 'You have no alerts. On a product page, choose "Email me when it\'s back" for a sold-out size or colour.',
    waiting: 'Waiting',
    unconfirmed: 'Waiting for you to open the confirmation link',
    sent: 'Sent',
    expires: (date: string) => `until ${date}`,
    cancel: (title: string, variant: string) => `Cancel alert for ${title} (${variant})`,
    cancelled: { title: 'Alert Cancelled', description: 'We will not e-mail you about it.' },
  },
  data: {
    heading: 'Your data',
    lead: 'Download a copy of everything we hold about your account: your profile, orders, newsletter subscription and alerts, as a JSON file.',
    download: 'Download my data',
    fileName: 'noor-and-thread-my-data.json',
  },
  delete: {
    heading: 'Delete account',
    consequence:
      'Deleting your account erases your name, e-mail address and password, your newsletter subscription and your back-in-stock alerts, and signs you out everywhere. Orders you paid for are kept for the legally required accounting period (5 years) without your name, e-mail or address. This cannot be undone.',
    confirm: 'Delete my account',
    deleted: { title: 'Account Deleted', description: 'Your account has been deleted.' },
  },
  failed: { title: 'Something Went Wrong', description: 'We could not save this just now. Please try again.' },
  loadFailed: 'We could not load your settings just now.',
  retry: 'Try again',
} as const

export const emailChangeTexts = {
  title: 'E-mail address',
  pending: { label: 'Confirming', text: 'Confirming your new address…' },
  succeeded: 'Your new address is confirmed.',
  failed: 'We could not confirm your new address.',
  nextFailed: 'If the link has expired, ask for the change again in your account settings.',
  unexpected: 'Something went wrong. Please try again later.',
} as const

/** The alert's confirmation page; the product page's form is in lib/i18n/messages/product.ts (`stockAlert`). */
export const stockAlertTexts = {
  confirmTitle: 'Back-in-stock alert',
  confirmPending: { label: 'Confirming', text: 'Confirming your alert…' },
  confirmSucceeded: 'Your alert is confirmed.',
  confirmFailed: 'We could not confirm your alert.',
  confirmNextFailed: 'If the link has expired, ask again on the product page.',
} as const

export const unsubscribeTexts = {
  title: 'Unsubscribe',
  lead: 'Stop all newsletter and back-in-stock mails to the address this link was sent to. You do not need to log in.',
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  done: 'We will not send you our newsletter or back-in-stock alerts any more. Your account, if you have one, is unchanged.',
  browse: 'Browse the shop',
} as const
