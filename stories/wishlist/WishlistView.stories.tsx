import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { WishlistView } from '@/components/wishlist/WishlistView'
import { sampleWishlist } from './fixtures'

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
export const Loading: Story = { args: { restored: false, items: [] } }

export const Empty: Story = { args: { items: [] } }

export const Filled: Story = {}
