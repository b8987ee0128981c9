/**
 * A tax invoice and its adjustment notes as the invoice page shows them (docs/product.md §10.8): built on the server
 * (server/orders/invoice.ts), shown by server/orders/invoice-page.ts. Amounts are cents, GST included.
 */

/** A refund's adjustment note: the amount given back and the GST in it. */
export interface AdjustmentNoteView {
  /** The note's reference and its anchor on the page (`adjustmentRef`). */
  ref: string
  issuedAt: string
  amount: number
  gst: number
}

/** What the tax invoice page shows. */
export interface InvoiceView {
  number: string
  /** The invoice's date: the order's. */
  issuedAt: string
  seller: { legalName: string; abn: string | null }
  /** The buyer as the order names them (the ATO asks for it from $1,000); none for a test order. */
  buyer: string | null
  /** Paid on the test payment page: no money moved, the page says so. */
  test: boolean
  lines: Array<{ name: string; variant: string | null; quantity: number; unitAmount: number; lineTotal: number }>
  shipping: number
  /**
   * The discount taken off the order, in cents, shown as its own line when set. Promotions (issue 38, items 1–2) are
   * built apart: this is where their order field is read (`orderDiscount`).
   */
  discount: number | null
  total: number
  gst: number
  adjustments: AdjustmentNoteView[]
}
