import type { Meta, StoryObj } from '@storybook/react-vite'
import { PaymentErrorView, PaymentSuccessView } from '@/components/payments/PaymentResult'

const meta: Meta<typeof PaymentSuccessView> = {
  title: 'Payments/PaymentResult',
  component: PaymentSuccessView,
  args: { status: 'paid' },
}
export default meta
type Story = StoryObj<typeof PaymentSuccessView>

export const Paid: Story = {}

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
