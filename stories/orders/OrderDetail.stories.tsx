import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderDetail } from '@/components/orders/OrderDetail'
import { expect, within } from 'storybook/test'
import { orderLookupMessages } from '@/lib/i18n/messages/orderLookup'
import { sampleOrders, shippedOrder } from '@/tests/fixtures/orders'

const meta: Meta<typeof OrderDetail> = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof OrderDetail>

export const Paid: Story = { args: { state: { status: 'done', order: sampleOrders[0]! } } }
export const WithShipping: Story = { args: { state: { status: 'done', order: sampleOrders[1]! } } }
export const Loading: Story = { args: { state: { status: 'loading' } } }
export const NotFound: Story = { args: { state: { status: 'not-found' } } }
export const Error: Story = { args: { state: { status: 'error', message: 'We could not load your orders just now.' } } }

/** Shipped, then partly refunded: the tracking link, the address and what happened, oldest first. */
export const ShippedAndRefunded: Story = {
  args: { state: { status: 'done', order: shippedOrder } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /AP1234567890AU/ })).toHaveAttribute(
      'href',
      shippedOrder.tracking!.url!,
    )
    await expect(canvas.getByText('Refunded', { selector: 'th' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

/** A carrier the shop has no tracking page for: the number, without a link. */
export const ShippedWithoutLink: Story = {
  args: {
    state: {
      status: 'done',
      order: {
        ...shippedOrder,
        status: 'shipped',
        refunded: 0,
        tracking: { carrier: 'Local courier', number: 'LC-88', url: null },
      },
    },
  },
}

/** A guest's lookup: "back" leads to another lookup. */
export const FromLookup: Story = {
  args: { ...ShippedAndRefunded.args, back: { href: '/orders/lookup', label: orderLookupMessages.en.another } },
}
