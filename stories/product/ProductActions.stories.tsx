import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ProductActions, type ActionState, type ProductActionsProps } from '@/components/product/ProductActions'

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

/**
 * After Add To Bag the button becomes View In Bag and keeps the focus (docs/product.md §4.2): the page's state goes
 * idle → loading → added, which the story's own state stands in for.
 */
function AddsToBag(props: ProductActionsProps) {
  const [cart, setCart] = useState<ActionState>('idle')
  return (
    <ProductActions
      {...props}
      cart={cart}
      onAddToBag={() => {
        setCart('loading')
        setTimeout(() => setCart('added'), 200)
      }}
    />
  )
}
export const FocusAfterAddToBag: Story = {
  render: (args) => <AddsToBag {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Bag' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View In Bag' })).toHaveFocus())
  },
}

/** The chosen size is sold out: Notify me takes Add To Bag's place, and Checkout Now waits (docs/product.md §16.5). */
export const SoldOutChoice: Story = {
  args: { soldOut: true, choiceHint: 'Sold out in this size and colour', onNotify: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Add To Bag' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when it’s back' }))
    await expect(args.onNotify).toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: 'Checkout Now' })).toBeDisabled()
  },
}
