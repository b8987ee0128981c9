import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ClearCartDialog } from '@/components/cart/ClearCartDialog'
import { cancelThenContinue } from '../ui/confirmDialogPlay'

const meta: Meta<typeof ClearCartDialog> = {
  title: 'Cart/ClearCartDialog',
  component: ClearCartDialog,
  args: { onConfirm: fn() },
}
export default meta
type Story = StoryObj<typeof ClearCartDialog>

/** The Clear Cart button; the dialog opens on click. */
export const Closed: Story = {
  // Cancel keeps it; Continue clears it.
  play: ({ args, canvasElement }) =>
    cancelThenContinue(canvasElement, args.onConfirm, { trigger: 'Clear Cart', dialog: 'Clear your cart?' }),
}

export const Open: Story = { args: { defaultOpen: true } }
