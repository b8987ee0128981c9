/**
 * What the thank-you page shows of a paid order (docs/product.md §10.6), prepared on the server from the order the
 * checkout session made (server/orders/receipt.ts), in the page's language. Amounts in cents.
 */
export interface OrderReceipt {
  /** The short order number. */
  number: string
  currency: string
  lines: Array<{
    name: string
    /** "Size 56 · Black", or empty. */ variant: string
    quantity: number
    lineTotal: number
  }>
  subtotal: number
  shipping: number
  total: number
  /** The delivery address, one line per part; empty when the provider gave none. */
  shippingAddress: string[]
  /** The estimated delivery window (`YYYY-MM-DD`, lib/delivery.ts). */
  delivery: { from: string; to: string }
  /** Where to follow the order: the account's order page when it is filed under an account, else the lookup. */
  follow: { kind: 'account'; orderId: string } | { kind: 'lookup' }
  /**
   * A guest's order paid for real: the page offers an account with the order's address, which then joins the order
   * once the sign-up is verified (server/orders/claim-by-email.ts). Test orders never join an account (N6).
   */
  accountOffer: { email: string } | null
}
