import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog'
import { cancelThenContinue, clearCartTexts } from './confirmDialogPlay'

const meta: Meta<typeof LazyConfirmDialog> = {
  title: 'UI/LazyConfirmDialog',
  component: LazyConfirmDialog,
  args: { ...clearCartTexts, onConfirm: fn() },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof LazyConfirmDialog>

/** The first click loads the dialog and opens it; Cancel closes without acting; Continue acts once. */
export const Closed: Story = {
  play: ({ args, canvasElement }) =>
    cancelThenContinue(canvasElement, args.onConfirm, { trigger: 'Clear Cart', dialog: 'Clear your cart?' }),
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
    await expect(within(canvasElement).getByRole('button', { name: 'Clear Cart' })).toBeDisabled()
  },
}
