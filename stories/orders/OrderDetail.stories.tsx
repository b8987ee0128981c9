import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderDetail } from '@/components/orders/OrderDetail'
import { sampleOrders } from '@/tests/fixtures/orders'

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
