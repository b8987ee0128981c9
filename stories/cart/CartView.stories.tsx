import type { Meta, StoryObj } from '@storybook/react-vite'
import { CartView } from '@/components/cart/CartView'
import { filledCart } from '../fixtures/cart'

const filled = filledCart()
const noop = () => {}

const meta: Meta<typeof CartView> = {
  title: 'Cart/CartView',
  component: CartView,
  args: {
    ready: true,
    lines: [],
    totalPrice: 0,
    onSetQuantity: noop,
    onIncrement: noop,
    onDecrement: noop,
    onRemove: noop,
    onCheckout: noop,
    onClear: noop,
  },
}
export default meta
type Story = StoryObj<typeof CartView>

export const Empty: Story = {}

/** Before the saved bag has been read. */
export const Loading: Story = { args: { ready: false } }

export const Filled: Story = { args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice } }

export const CheckingOut: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice, checkoutLoading: true },
}
