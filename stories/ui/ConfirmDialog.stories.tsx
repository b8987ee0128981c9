import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'

const meta: Meta<typeof ConfirmDialog> = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    triggerLabel: 'Clear Cart',
    title: 'Clear your cart?',
    description: 'Every item will be removed from your bag. This cannot be undone.',
    onConfirm: fn(),
  },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof ConfirmDialog>

/** Cancel closes without acting; Continue acts once. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Clear Cart' })
    await userEvent.click(trigger)
    await expect(await screen.findByText(args.description)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}
export const Open: Story = { args: { defaultOpen: true } }
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear Cart' })).toBeDisabled()
  },
}
