import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrderHistory } from '@/components/orders/OrderHistory'
import { sampleOrders } from '@/tests/fixtures/orders'

const meta: Meta<typeof OrderHistory> = {
  title: 'Orders/OrderHistory',
  component: OrderHistory,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 720 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof OrderHistory>

export const Filled: Story = {
  args: { state: { status: 'done', orders: sampleOrders } },
  play: async ({ canvasElement }) => {
    // The second sample was added by e-mail (a reset link proved the address) and says so; the first does not.
    const items = within(canvasElement)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('a'))
    await expect(items[0]).not.toHaveTextContent('Paid as a guest with your e-mail address')
    await expect(items[1]).toHaveTextContent('Paid as a guest with your e-mail address')
  },
}
export const Empty: Story = { args: { state: { status: 'done', orders: [] } } }
export const Loading: Story = { args: { state: { status: 'loading' } } }
export const Error: Story = {
  args: { state: { status: 'error', message: 'We could not load your orders just now.' }, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('We could not load your orders just now.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
