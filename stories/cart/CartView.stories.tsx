import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { CartView } from '@/components/cart/CartView'
import { filledCart } from '@/tests/fixtures/cart'

const filled = filledCart()

const meta: Meta<typeof CartView> = {
  title: 'Cart/CartView',
  component: CartView,
  args: {
    ready: true,
    lines: [],
    totalPrice: 0,
    onSetQuantity: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
    onRemove: fn(),
    onCheckout: fn(),
    onClear: fn(),
  },
}
export default meta
type Story = StoryObj<typeof CartView>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('list', { name: 'Items in your cart' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
  },
}

/** Before the saved bag has been read. */
export const Loading: Story = { args: { ready: false } }

/** Every line listed; checking out and clearing (after confirming) reach the page. */
export const Filled: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const lines = canvas.getByRole('list', { name: 'Items in your cart' })
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(Object.keys(filled.cartDetails).length)
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Checkout' }))
    await expect(args.onCheckout).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Cart' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await expect(args.onClear).toHaveBeenCalled()
  },
}

export const CheckingOut: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice, checkoutLoading: true },
}
