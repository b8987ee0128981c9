import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderStatusBadges } from '@/components/orders/OrderStatusBadges'

const meta: Meta<typeof OrderStatusBadges> = {
  title: 'Orders/OrderStatusBadges',
  component: OrderStatusBadges,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof OrderStatusBadges>

export const PaidNotShipped: Story = { args: { order: { paymentStatus: 'paid', fulfilmentStatus: 'unfulfilled' } } }

/** Shipped, then partly refunded: the refund does not hide that it shipped (UX walk #41). */
export const PartlyRefundedAndShipped: Story = {
  args: { order: { paymentStatus: 'partly_refunded', fulfilmentStatus: 'shipped' } },
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getByRole('group', { name: 'Order status' })
    await expect(badges).toHaveTextContent('Partly refunded')
    await expect(badges).toHaveTextContent('Shipped')
  },
}

export const CancelledAndRefunded: Story = {
  args: { order: { paymentStatus: 'refunded', fulfilmentStatus: 'cancelled' } },
}

export const TestOrder: Story = { args: { order: { paymentStatus: 'test', fulfilmentStatus: 'unfulfilled' } } }

export const Disputed: Story = { args: { order: { paymentStatus: 'disputed', fulfilmentStatus: 'shipped' } } }

/** A payment still settling says only that: nothing is sent before it is paid. */
export const PaymentPending: Story = {
  args: { order: { paymentStatus: 'pending', fulfilmentStatus: 'unfulfilled' } },
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getByRole('group', { name: 'Order status' })
    await expect(badges).toHaveTextContent('Payment pending')
    await expect(badges).not.toHaveTextContent('Not shipped yet')
  },
}

export const PartlyRefundedAndShippedInArabic: Story = {
  ...PartlyRefundedAndShipped,
  play: undefined,
  globals: { locale: 'ar' },
}
