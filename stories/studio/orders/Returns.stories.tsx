import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrderDetailView } from '@/studio/tools/orders/OrderDetail'
import { ReturnsList } from '@/studio/tools/orders/ReturnsList'
import { staffOrderReturnReceived, staffOrderWithReturn } from '@/tests/fixtures/staffOrders'
import { studioFrame } from './StudioFrame'

const meta: Meta<typeof OrderDetailView> = {
  title: 'Studio/Orders/Returns',
  component: OrderDetailView,
  decorators: [studioFrame()],
  args: { onBack: fn(), onAction: fn(), onReturn: { onDone: fn(), onConflict: fn() } },
}
export default meta
type Story = StoryObj<typeof OrderDetailView>

/** A requested exchange: approve, receive or reject; approving answers the order with the return approved. */
export const Requested: Story = {
  args: { order: staffOrderWithReturn },
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByTestId('staff-return'))
    await expect(card.getByText(/exchange for size 54/)).toBeVisible()
    await userEvent.click(card.getByRole('button', { name: 'Approve' }))
    await expect(args.onReturn!.onDone).toHaveBeenCalledWith(
      expect.objectContaining({ returns: [expect.objectContaining({ status: 'approved' })] }),
      'Approved. The shopper has been e-mailed the return instructions.',
    )
  },
}

/** Rejecting asks for the reason the shopper reads. */
export const Rejecting: Story = {
  args: { order: staffOrderWithReturn },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByTestId('staff-return'))
    await userEvent.click(card.getByRole('button', { name: 'Reject' }))
    await expect(card.getByLabelText('Reason the shopper reads')).toBeVisible()
  },
}

/** Received with an exchange to send: the carrier and tracking number ship it. */
export const ReceivedExchange: Story = {
  args: { order: staffOrderReturnReceived },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByTestId('staff-return'))
    await userEvent.click(card.getByRole('button', { name: 'Ship the exchange' }))
    await expect(await card.findByLabelText('Tracking number')).toBeVisible()
  },
}

/** The Returns tab: the returns waiting for staff, each opening its order. */
export const ReturnsTab: StoryObj<typeof ReturnsList> = {
  render: () => <ReturnsList onOpen={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Open order/ })).toBeVisible()
  },
}
