import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'

const meta: Meta<typeof ConfirmDialog> = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    triggerLabel: 'Clear Cart',
    title: 'Clear your cart?',
    description: 'Every item will be removed from your bag. This cannot be undone.',
    onConfirm: () => {},
  },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof ConfirmDialog>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
export const Disabled: Story = { args: { disabled: true } }
