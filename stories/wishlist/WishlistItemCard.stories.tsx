import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { WishlistItemCard } from '@/components/wishlist/WishlistItemCard'
import { sampleWishlist } from '@/tests/fixtures/wishlist'

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

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const name = sampleWishlist[0]!.name
    await userEvent.click(canvas.getByRole('button', { name: `Add ${name} to cart` }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.item)
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${name} from wishlist` }))
    await expect(args.onRemove).toHaveBeenCalledWith(args.item)
  },
}

/** A product with sizes or colours goes to its page to choose them. */
export const RequiresOptions: Story = {
  args: { item: { ...sampleWishlist[0]!, requiresOptions: true } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: `Choose options for ${sampleWishlist[0]!.name}` })
    await expect(link).toHaveAttribute('href', `/product/${sampleWishlist[0]!.slug}`)
  },
}

export const WithoutImage: Story = { args: { item: { ...sampleWishlist[1]!, imageUrl: '', description: '' } } }
