import type { Meta, StoryObj } from '@storybook/react-vite'
import { AuthCard } from '@/components/account/AuthCard'
import { EmailChangeStatus } from '@/components/account/settings/EmailChangeStatus'

const meta: Meta<typeof EmailChangeStatus> = {
  title: 'Account/Settings/EmailChangeStatus',
  component: EmailChangeStatus,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title="E-mail address">
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof EmailChangeStatus>

export const Confirming: Story = { args: { state: { status: 'confirming' } } }
export const Confirmed: Story = {
  args: {
    state: { status: 'confirmed', message: 'Your e-mail address has been changed. Use it the next time you log in.' },
  },
}
export const Failed: Story = { args: { state: { status: 'failed', reason: 'Invalid or expired link' } } }
