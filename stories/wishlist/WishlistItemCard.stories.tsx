import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { WishlistItemCard } from '@/components/wishlist/WishlistItemCard'
import { sampleWishlist } from './fixtures'

const meta: Meta<typeof WishlistItemCard> = {
  title: 'Wishlist/WishlistItemCard',
  component: WishlistItemCard,
  args: { item: sampleWishlist[0]!, onRemove: fn(), onAddToCart: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof WishlistItemCard>

export const Default: Story = {}

export const WithoutImage: Story = { args: { item: { ...sampleWishlist[1]!, imageUrl: '', description: '' } } }
