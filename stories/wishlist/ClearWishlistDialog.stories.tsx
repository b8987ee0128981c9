import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ClearWishlistDialog } from '@/components/wishlist/ClearWishlistDialog'
import { cancelThenContinue } from '../ui/confirmDialogPlay'

const meta: Meta<typeof ClearWishlistDialog> = {
  title: 'Wishlist/ClearWishlistDialog',
  component: ClearWishlistDialog,
  args: { onConfirm: fn() },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof ClearWishlistDialog>

export const Closed: Story = {
  // Cancel keeps it; Continue clears it.
  play: ({ args, canvasElement }) =>
    cancelThenContinue(canvasElement, args.onConfirm, { trigger: 'Clear Wishlist', dialog: 'Clear your wishlist?' }),
}

export const Open: Story = { args: { defaultOpen: true } }
