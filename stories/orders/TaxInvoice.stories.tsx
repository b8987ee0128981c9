import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TaxInvoice } from '@/components/orders/TaxInvoice'
import type { InvoiceView } from '@/lib/invoice'

/** A paid order of two lines with shipping: $59.85 in all, of which $5.44 is GST (docs/product.md §10.8). */
const invoice: InvoiceView = {
  number: '3F2A9C41B7',
  issuedAt: '2026-11-22T02:10:00.000Z',
  seller: { legalName: 'Noor & Thread Pty Ltd', abn: '51824753556' },
  buyer: 'Amina Rahman',
  test: false,
  lines: [
    { name: 'Rose Chiffon Hijab', variant: 'Blush', quantity: 2, unitAmount: 2495, lineTotal: 4990 },
    { name: 'Jersey Underscarf', variant: null, quantity: 1, unitAmount: 0, lineTotal: 0 },
  ],
  shipping: 995,
  discount: null,
  total: 5985,
  gst: 544,
  adjustments: [],
}

const refunded: InvoiceView = {
  ...invoice,
  adjustments: [{ ref: '3F2A9C41B7-A8D1E0F22', issuedAt: '2026-11-25T05:00:00.000Z', amount: 2495, gst: 227 }],
}

const meta: Meta<typeof TaxInvoice> = {
  title: 'Orders/TaxInvoice',
  component: TaxInvoice,
  args: { invoice, otherLanguageHref: '/ar/orders/invoice/token' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof TaxInvoice>

/** What the ATO asks of a tax invoice: the words, the seller and ABN, the date, the items, the GST included. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible()
    await expect(canvas.getByTestId('invoice-abn')).toHaveTextContent('51 824 753 556')
    await expect(canvas.getByText('Noor & Thread Pty Ltd')).toBeVisible()
    await expect(canvas.getByTestId('invoice-total')).toHaveTextContent('$59.85')
    await expect(canvas.getByTestId('invoice-gst')).toHaveTextContent('$5.44')
    await expect(canvas.getByText(/the English version governs/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/orders/invoice/token')
  },
}

/** The same in Arabic, right to left, saying the English governs and linking it. */
export const PaidArabic: Story = {
  args: { otherLanguageHref: '/orders/invoice/token' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tax invoice')
    await expect(canvas.getByText(/والنص الإنجليزي هو المعتمد/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/orders/invoice/token')
  },
}

/** After a refund: the adjustment note follows the invoice, with the GST it gives back. */
export const WithAdjustmentNote: Story = {
  args: { invoice: refunded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const note = canvas.getByRole('article', { name: 'Adjustment note' })
    await expect(note).toHaveAttribute('id', '3F2A9C41B7-A8D1E0F22')
    await expect(within(note).getByText('$24.95')).toBeVisible()
    await expect(within(note).getByText('$2.27')).toBeVisible()
  },
}

export const WithAdjustmentNoteArabic: Story = { args: { invoice: refunded }, globals: { locale: 'ar' } }

/** A discount line, once orders carry one (promotions), and a test order's notice. */
export const DiscountedTestOrder: Story = {
  args: { invoice: { ...invoice, test: true, buyer: null, discount: 500, total: 5485, gst: 499 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('note')).toHaveTextContent('Test order')
    await expect(canvas.getByText('−$5.00')).toBeVisible()
  },
}

/** Outside production without SHOP_ABN: the invoice says what is missing. */
export const WithoutAbn: Story = {
  args: { invoice: { ...invoice, seller: { legalName: 'Noor & Thread', abn: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('invoice-abn')).toHaveTextContent('not set (SHOP_ABN)')
  },
}
