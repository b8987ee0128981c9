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

/** A product with sizes or colours, none chosen yet: Add to cart is there all the same (it asks for one). */
export const RequiresOptions: Story = {
  args: { item: { ...sampleWishlist[0]!, requiresOptions: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Add ${sampleWishlist[0]!.name} to cart` }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.item)
  },
}

const remembered = {
  ...sampleWishlist[1]!,
  requiresOptions: true,
  variant: { price_id: 'price_abaya_56', size: '56', colour: 'Black', price: 139 },
}

/** The size and colour chosen on the product page when it was saved, with that variant's price. */
export const RememberedVariant: Story = {
  args: { item: remembered },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Size 56 · Black')).toBeVisible()
    await expect(canvas.getByText('$139.00')).toBeVisible()
    await expect(canvas.getByRole('button', { name: `Add ${remembered.name} (Size 56 · Black) to cart` })).toBeEnabled()
  },
}

/** The remembered variant has sold out since: the card says so. */
export const SoldOut: Story = {
  args: { item: remembered, soldOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Sold out/)).toBeVisible()
  },
}

/** An add is under way (sizes being looked up): the button waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /to cart/ })).toBeDisabled()
  },
}

export const WithoutImage: Story = { args: { item: { ...sampleWishlist[1]!, imageUrl: '', description: '' } } }
