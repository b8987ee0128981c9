import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog'

const meta: Meta<typeof LazyConfirmDialog> = {
  title: 'UI/LazyConfirmDialog',
  component: LazyConfirmDialog,
  args: {
    triggerLabel: 'Clear Cart',
    title: 'Clear your cart?',
    description: 'Every item will be removed from your bag. This cannot be undone.',
    onConfirm: fn(),
  },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof LazyConfirmDialog>

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Clear Cart' })

/** The first click loads the dialog and opens it; Cancel closes without acting; Continue acts once. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement))
    await expect(await screen.findByText(args.description)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(trigger(canvasElement))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await expect(await screen.findByText(args.description)).toBeVisible()
  },
}
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled()
  },
}
