import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProductActions } from '@/components/product/ProductActions'

const meta: Meta<typeof ProductActions> = {
  title: 'Product/ProductActions',
  component: ProductActions,
  args: {
    cart: 'idle',
    wishlist: 'idle',
    onAddToBag: fn(),
    onViewBag: fn(),
    onAddToWishlist: fn(),
    onViewWishlist: fn(),
    onCheckout: fn(),
  },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof ProductActions>

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Bag' }))
    await expect(args.onAddToBag).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Wishlist' }))
    await expect(args.onAddToWishlist).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout Now' }))
    await expect(args.onCheckout).toHaveBeenCalled()
  },
}
/** Before the saved bag and session are read. */
export const Pending: Story = {
  args: { cart: 'pending', wishlist: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Add To Bag' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Add To Wishlist' })).toBeDisabled()
  },
}
export const AddingToBag: Story = { args: { cart: 'loading' } }
export const AddingToWishlist: Story = { args: { wishlist: 'loading' } }
export const InBagAndWishlist: Story = {
  args: { cart: 'added', wishlist: 'added' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'View In Bag' }))
    await expect(args.onViewBag).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'View In Wishlist' }))
    await expect(args.onViewWishlist).toHaveBeenCalled()
  },
}
export const CheckingOut: Story = { args: { checkingOut: true } }

/** A size or colour still has to be chosen (docs/product.md §16): the bag and Checkout Now wait, and say why. */
export const ChoiceNeeded: Story = {
  args: { choiceHint: 'Choose a size and a colour' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Add To Bag', 'Checkout Now']) {
      const button = canvas.getByRole('button', { name })
      await expect(button).toBeDisabled()
      await expect(button).toHaveAccessibleDescription('Choose a size and a colour')
    }
  },
}
