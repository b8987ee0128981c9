import type { Meta, StoryObj } from '@storybook/react-vite'
import { ClearCartDialog } from '@/components/cart/ClearCartDialog'

const meta: Meta<typeof ClearCartDialog> = {
  title: 'Cart/ClearCartDialog',
  component: ClearCartDialog,
  args: { onConfirm: () => {} },
}
export default meta
type Story = StoryObj<typeof ClearCartDialog>

/** The Clear Cart button; the dialog opens on click. */
export const Closed: Story = {}

export const Open: Story = { args: { defaultOpen: true } }
