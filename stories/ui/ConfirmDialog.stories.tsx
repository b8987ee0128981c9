import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { cancelThenContinue, clearCartTexts } from './confirmDialogPlay'

const meta: Meta<typeof ConfirmDialog> = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: { ...clearCartTexts, onConfirm: fn() },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof ConfirmDialog>

/** Cancel closes without acting; Continue acts once. */
export const Closed: Story = {
  play: ({ args, canvasElement }) =>
    cancelThenContinue(canvasElement, args.onConfirm, { trigger: 'Clear Cart', dialog: 'Clear your cart?' }),
}
export const Open: Story = { args: { defaultOpen: true } }
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear Cart' })).toBeDisabled()
  },
}
