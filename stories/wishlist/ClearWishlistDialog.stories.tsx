import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ClearWishlistDialog } from '@/components/wishlist/ClearWishlistDialog'

const meta: Meta<typeof ClearWishlistDialog> = {
  title: 'Wishlist/ClearWishlistDialog',
  component: ClearWishlistDialog,
  args: { onConfirm: fn() },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof ClearWishlistDialog>

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear Wishlist' }))
    await expect(await screen.findByRole('alertdialog', { name: 'Clear your wishlist?' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear Wishlist' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

export const Open: Story = { args: { defaultOpen: true } }
