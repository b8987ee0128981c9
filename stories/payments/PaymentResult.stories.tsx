import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PaymentErrorView, PaymentSuccessView } from '@/components/payments/PaymentResult'
import type { OrderReceipt } from '@/lib/receipt'

const meta: Meta<typeof PaymentSuccessView> = {
  title: 'Payments/PaymentResult',
  component: PaymentSuccessView,
  args: { status: 'paid' },
}
export default meta
type Story = StoryObj<typeof PaymentSuccessView>

export const Paid: Story = {}

/** A guest's paid order (docs/product.md §10.6): number, lines, totals, address, delivery window, account offer. */
const guestReceipt: OrderReceipt = {
  number: '3F2A9C41B0',
  currency: 'aud',
  lines: [
    { name: 'Classic Nidha Abaya', variant: 'Size 56 · Black', quantity: 1, lineTotal: 13900 },
    { name: 'Jersey Hijab', variant: 'Sand', quantity: 2, lineTotal: 4990 },
  ],
  subtotal: 18890,
  shipping: 0,
  total: 18890,
  shippingAddress: ['Amina Rahman', '12 Sydney Road', 'Brunswick VIC 3056', 'Australia'],
  delivery: { from: '2026-12-01', to: '2026-12-04' },
  follow: { kind: 'lookup' },
  accountOffer: { email: 'amina@example.com' },
}

/** Over $150, so shipping is free: the receipt says "Free", as the cart does (docs/product.md §10.6). */
export const PaidWithOrder: Story = {
  args: { status: 'paid', receipt: guestReceipt },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('receipt-shipping')).toHaveTextContent('Free')
    // The account offer opens sign-up with the order's address filled in (carried in the fragment, never sent).
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup#email=amina%40example.com',
    )
  },
}

/** The same in Arabic, right to left (the server names the lines and the country in the page's language). */
export const PaidWithOrderArabic: Story = {
  args: {
    status: 'paid',
    receipt: {
      ...guestReceipt,
      lines: [
        { name: 'عباية ندى كلاسيكية', variant: 'المقاس 56 · أسود', quantity: 1, lineTotal: 13900 },
        { name: 'حجاب جيرسيه', variant: 'رملي', quantity: 2, lineTotal: 4990 },
      ],
      shippingAddress: ['Amina Rahman', '12 Sydney Road', 'Brunswick VIC 3056', 'أستراليا'],
    },
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('receipt-shipping')).toHaveTextContent('مجاني')
  },
}

/** Paid while signed in: the link goes to the account's order page, and no account is offered. */
export const PaidSignedIn: Story = {
  args: {
    status: 'paid',
    receipt: { ...guestReceipt, follow: { kind: 'account', orderId: 'order-1' }, accountOffer: null },
  },
}

/** A test payment with its order: the test note, and no account offer (test orders never join one). */
export const PaidOnTestPageWithOrder: Story = {
  args: { status: 'paid', test: true, receipt: { ...guestReceipt, shipping: 995, total: 19885, accountOffer: null } },
  globals: { locale: 'ar' },
}

/** Paid on the built-in test payment page: the page says no money was taken. */
export const PaidOnTestPage: Story = { args: { status: 'paid', test: true } }

/** The session exists but is not paid (yet). */
export const Unpaid: Story = { args: { status: 'unpaid' } }

/** The payment provider could not be asked. */
export const ProviderUnavailable: Story = { args: { status: 'unavailable' } }

export const UnknownSession: Story = { args: { status: 'unknown' } }

export const NoSessionId: Story = { args: { status: 'missing' } }

/** /stripe/error: cancelled or failed payment. */
export const NotCompleted: Story = { render: () => <PaymentErrorView /> }
