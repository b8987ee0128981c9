/**
 * The back-in-stock form's texts, which only the product page shows (components/product/BackInStockForm.tsx). Every
 * text of /account/settings and its mail-link pages is in lib/i18n/messages/settings.ts; these move into the
 * catalogue with the product page's.
 */
export const stockAlertTexts = {
  heading: "Email me when it's back",
  lead: 'Sold out? We will e-mail you once when it is back.',
  choose: 'Size or colour',
  email: 'Email',
  submit: "Email me when it's back",
  done: { title: 'Alert Saved' },
  failed: { title: 'Alert Not Saved', description: 'We could not save your alert. Please try again.' },
} as const
