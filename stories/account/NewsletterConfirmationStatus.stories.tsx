import type { Meta, StoryObj } from '@storybook/react-vite'
import { AuthCard } from '@/components/account/AuthCard'
import { NewsletterConfirmationStatus } from '@/components/account/NewsletterConfirmationStatus'

const meta: Meta<typeof NewsletterConfirmationStatus> = {
  title: 'Account/NewsletterConfirmationStatus',
  component: NewsletterConfirmationStatus,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title="Newsletter">
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof NewsletterConfirmationStatus>

export const Confirming: Story = { args: { state: { status: 'confirming' } } }

export const Confirmed: Story = {
  args: { state: { status: 'confirmed', message: 'Your subscription is confirmed. Thank you!' } },
}

export const Failed: Story = { args: { state: { status: 'failed', reason: 'Invalid or expired confirmation link' } } }
