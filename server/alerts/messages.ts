/** The answers of the back-in-stock alert operations (docs/product.md §16.5, §8.3). */
export const alertMessages = {
  requested: 'Check your inbox: open the link we sent to confirm the alert.',
  active: 'We will e-mail you once when it is back.',
  unknownVariant: 'Choose a size or colour that is sold out.',
  inStock: 'This is in stock: add it to your bag.',
  confirmed: 'Your alert is confirmed. We will e-mail you once when it is back.',
  invalidLink: 'Invalid or expired confirmation link',
} as const
