import type { Meta, StoryObj } from '@storybook/react-vite'
import { AuthCard } from '@/components/account/AuthCard'
import { VerifyEmailStatus } from '@/components/account/VerifyEmailStatus'

const meta: Meta<typeof VerifyEmailStatus> = {
  title: 'Account/VerifyEmailStatus',
  component: VerifyEmailStatus,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title="E-mail verification">
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof VerifyEmailStatus>

export const Verifying: Story = { args: { state: { status: 'verifying' } } }

export const Verified: Story = {
  args: { state: { status: 'verified', message: 'Email verified successfully. You can now log in.' } },
}

export const Failed: Story = { args: { state: { status: 'failed', reason: 'Invalid or expired verification token' } } }
