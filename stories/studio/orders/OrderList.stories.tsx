import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StaffApiError } from '@/studio/tools/orders/api'
import { NO_FILTERS, OrderList } from '@/studio/tools/orders/OrderList'
import { fixtureShop, studioFrame } from './StudioFrame'

const meta: Meta<typeof OrderList> = {
  title: 'Studio/Orders/OrderList',
  component: OrderList,
  decorators: [studioFrame()],
  args: { filters: NO_FILTERS, onFiltersChange: fn(), onOpen: fn() },
}
export default meta
type Story = StoryObj<typeof OrderList>

export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('3 orders')).toBeVisible()
    await expect(canvas.getAllByTestId('order-row')).toHaveLength(3)
  },
}
/** The Unfulfilled view: what is left to pack. */
export const Unfulfilled: Story = {
  args: { filters: { ...NO_FILTERS, view: 'unfulfilled' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Unfulfilled' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'All' }))
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...NO_FILTERS, view: 'all' })
  },
}
export const RateLimited: Story = {
  decorators: [studioFrame(fixtureShop(new StaffApiError('rateLimited', 'Too many attempts', 'RATE_LIMITED')))],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Too many requests in a short time. Wait a minute, then try again.'),
    ).toBeVisible()
  },
}
