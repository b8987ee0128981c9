import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ClearCartDialog } from '@/components/cart/ClearCartDialog'

const meta: Meta<typeof ClearCartDialog> = {
  title: 'Cart/ClearCartDialog',
  component: ClearCartDialog,
  args: { onConfirm: fn() },
}
export default meta
type Story = StoryObj<typeof ClearCartDialog>

/** The Clear Cart button; the dialog opens on click. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    // Cancel keeps the bag; Continue clears it.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear Cart' }))
    await expect(await screen.findByRole('alertdialog', { name: 'Clear your cart?' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear Cart' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

export const Open: Story = { args: { defaultOpen: true } }
