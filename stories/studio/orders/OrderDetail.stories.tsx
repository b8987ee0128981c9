import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { StaffApiError } from '@/studio/tools/orders/api'
import { OrderDetail, OrderDetailView } from '@/studio/tools/orders/OrderDetail'
import { staffFlaggedOrder, staffPaidOrder, staffShippedOrder } from '@/tests/fixtures/staffOrders'
import { fixtureShop, studioFrame } from './StudioFrame'

const meta: Meta<typeof OrderDetailView> = {
  title: 'Studio/Orders/OrderDetail',
  component: OrderDetailView,
  decorators: [studioFrame()],
  args: { onBack: fn(), onAction: fn() },
}
export default meta
type Story = StoryObj<typeof OrderDetailView>

export const Paid: Story = { args: { order: staffPaidOrder } }
export const Shipped: Story = {
  args: { order: staffShippedOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Mark shipped' })).toBeDisabled()
    await expect(canvas.getByRole('link', { name: /AP1234567890AU/ })).toBeVisible()
  },
}
export const FlaggedAndPartlyRefunded: Story = { args: { order: staffFlaggedOrder } }

/** Shipped, then partly refunded: both badges, so the refund does not hide that it left (UX walk #41). */
export const ShippedAndPartlyRefunded: Story = {
  args: {
    order: { ...staffShippedOrder, status: 'partially_refunded', paymentStatus: 'partly_refunded', refunded: 2900 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('order-payment')).toHaveTextContent('Partly refunded')
    await expect(canvas.getByTestId('order-fulfilment')).toHaveTextContent('Shipped')
  },
}

/** Cancelled while Stripe refused its refund: nothing offers to ship it; a refund (or cancelling again) finishes it. */
export const CancelledRefundRefused: Story = {
  args: {
    order: {
      ...staffPaidOrder,
      status: 'cancelled',
      fulfilmentStatus: 'cancelled',
      canShip: false,
      canCancel: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('order-payment')).toHaveTextContent('Paid')
    await expect(canvas.getByTestId('order-fulfilment')).toHaveTextContent('Cancelled')
    await expect(canvas.getByRole('button', { name: 'Mark shipped' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Refund' })).toBeEnabled()
  },
}

/** The loaded order, its Mark shipped dialog, and the order as the shop returns it afterwards. */
export const ShipFromDialog: StoryObj<typeof OrderDetail> = {
  // Sanity UI's toast list (an <li role="alert"> in a <ul> with other children) is its markup, not ours.
  parameters: { a11y: { context: { include: ['body'], exclude: ['[data-ui="ToastProvider"]'] } } },
  render: () => <OrderDetail id={staffPaidOrder.id} onBack={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark shipped' }))
    const dialog = within(await within(document.body).findByRole('dialog'))
    await userEvent.selectOptions(await dialog.findByLabelText('Carrier'), 'auspost')
    await userEvent.type(dialog.getByLabelText('Tracking number'), 'AP1234567890AU')
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }))
    await expect(await canvas.findByText('Shipped with Australia Post, tracking number AP1234567890AU.')).toBeVisible()
    await waitFor(() =>
      expect(document.querySelector('[data-ui="Toast"]')).toHaveTextContent(
        'Marked shipped. The shopper has been e-mailed',
      ),
    )
    // Sanity UI's toast draws its countdown as a bar that shrinks with time: the screenshot waits until it has gone.
    await waitFor(() => expect(document.querySelector('[data-ui="Toast"]')).toBeNull(), { timeout: 10_000 })
  },
}

export const LoadFailed: StoryObj<typeof OrderDetail> = {
  decorators: [studioFrame(fixtureShop(new StaffApiError('network', 'fetch failed')))],
  render: () => <OrderDetail id={staffPaidOrder.id} onBack={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The shop could not be reached. Check your connection and try again.'),
    ).toBeVisible()
  },
}
