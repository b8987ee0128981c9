import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WishlistView } from '@/components/wishlist/WishlistView'
import { sampleWishlist } from '@/tests/fixtures/wishlist'

const meta: Meta<typeof WishlistView> = {
  title: 'Wishlist/WishlistView',
  component: WishlistView,
  args: {
    items: sampleWishlist,
    restored: true,
    onRemove: fn(),
    onAddToCart: fn(),
    onAddAllToCart: fn(),
    onClear: fn(),
  },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof WishlistView>

/** Before the saved wishlist has been read (first render after hydration). */
export const Loading: Story = {
  args: { restored: false, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Loading your wishlist…/)).toBeVisible()
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Browse products' })).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Wishlist items' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleWishlist.length)
    await userEvent.click(canvas.getByRole('button', { name: 'Add all to cart' }))
    await expect(args.onAddAllToCart).toHaveBeenCalled()
  },
}
