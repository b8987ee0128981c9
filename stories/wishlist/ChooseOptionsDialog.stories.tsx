import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import ChooseOptionsDialog from '@/components/wishlist/ChooseOptionsDialog'
import type { WishlistItem } from '@/lib/store/wishlist'
import { sampleAbayaPage } from '@/tests/fixtures/catalogue'
import { sampleWishlist } from '@/tests/fixtures/wishlist'

const abaya: WishlistItem = {
  ...sampleWishlist[1]!,
  name: sampleAbayaPage.title,
  price: sampleAbayaPage.price,
  price_id: sampleAbayaPage.price_id,
  requiresOptions: true,
}
const thobe: WishlistItem = { ...sampleWishlist[2]!, name: 'White Emirati Thobe', price: 89, price_id: 'price_thobe' }
const thobeSizes = ['S', 'M', 'L', 'XL'].map((size) => ({
  key: size,
  size,
  colour: null,
  price_id: `price_thobe_${size}`,
  price: 89,
  available: size === 'S' ? 0 : size === 'L' ? 2 : 9,
}))
const soldOutEverywhere = thobeSizes.map((v) => ({ ...v, available: 0 }))

const meta: Meta<typeof ChooseOptionsDialog> = {
  title: 'Wishlist/ChooseOptionsDialog',
  component: ChooseOptionsDialog,
  args: { requests: [{ item: abaya, variants: sampleAbayaPage.variants }], onConfirm: fn(), onCancel: fn() },
}
export default meta
type Story = StoryObj<typeof ChooseOptionsDialog>

// The dialog renders in a portal: query the document, not the story's canvas.
const screen = () => within(document.body)

/** One item's Add to cart: the product page's picker; the button waits for a complete choice in stock. */
export const OneItem: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Choose a size or colour for Classic Nidha Abaya' })
    const confirm = within(dialog).getByRole('button', { name: 'Add to cart' })
    await expect(confirm).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('radio', { name: '58' }))
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Navy' }))
    await expect(within(dialog).getByText('$149.00')).toBeVisible()
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledWith({
      chosen: [{ item: abaya, variant: sampleAbayaPage.variants.find((v) => v.key === '58-Navy') }],
      soldOut: [],
    })
  },
}

/** Navy chosen: 56 is sold out in navy, struck through and not choosable; 60 says how few are left. */
export const SoldOutSizeAndLowStock: Story = {
  play: async () => {
    const dialog = await screen().findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Navy' }))
    // Marked as on the product page, and choosable there for Notify me; here it never completes a choice to add.
    await userEvent.click(within(dialog).getByRole('radio', { name: '56 (sold out)' }))
    await expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeDisabled()
    // One item: the hint and the description speak of it alone, and of the cart the button adds to.
    await expect(within(dialog).getByText('Choose a size or colour first.')).toBeVisible()
    await expect(within(dialog).getByText('Pick the one you want, then add it to your cart.')).toBeVisible()
    // Navy is sold out in 56: picking it keeps only Navy, and 60 completes the choice.
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Navy/ }))
    await userEvent.click(within(dialog).getByRole('radio', { name: '60' }))
    await expect(within(dialog).getByText('Only 2 left')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeEnabled()
  },
}

/** Add all to cart: every item lacking a choice in one dialog. */
export const SeveralItems: Story = {
  args: {
    requests: [
      { item: abaya, variants: sampleAbayaPage.variants },
      { item: thobe, variants: thobeSizes },
    ],
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Choose sizes and colours' })
    await expect(within(dialog).getAllByRole('region')).toHaveLength(2)
    const confirm = within(dialog).getByRole('button', { name: 'Add all to cart' })
    const thobeSection = within(dialog).getByRole('region', { name: 'White Emirati Thobe' })
    await userEvent.click(within(thobeSection).getByRole('radio', { name: 'M' }))
    await expect(confirm).toBeDisabled()
    await expect(within(dialog).getByText('Choose an option for every item first.')).toBeVisible()
    const abayaSection = within(dialog).getByRole('region', { name: 'Classic Nidha Abaya' })
    await userEvent.click(within(abayaSection).getByRole('radio', { name: '54' }))
    await userEvent.click(within(abayaSection).getByRole('radio', { name: 'Black' }))
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** A product sold out in every size says so; alone, nothing can be added. */
export const SoldOut: Story = {
  args: { requests: [{ item: thobe, variants: soldOutEverywhere }] },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog')
    await expect(within(dialog).getByText('Sold out in every size and colour: it will not be added.')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}
