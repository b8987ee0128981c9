import type { Meta, StoryObj } from '@storybook/react-vite'
import { AuthCard } from '@/components/account/AuthCard'
import { StockAlertConfirmationStatus } from '@/components/account/settings/StockAlertConfirmationStatus'

const meta: Meta<typeof StockAlertConfirmationStatus> = {
  title: 'Account/Settings/StockAlertConfirmationStatus',
  component: StockAlertConfirmationStatus,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title="Back-in-stock alert">
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof StockAlertConfirmationStatus>

export const Confirming: Story = { args: { state: { status: 'confirming' } } }
export const Confirmed: Story = {
  args: {
    state: { status: 'confirmed', message: 'Your alert is confirmed. We will e-mail you once when it is back.' },
  },
}
export const Failed: Story = { args: { state: { status: 'failed', reason: 'Invalid or expired confirmation link' } } }
