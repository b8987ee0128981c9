import type { Meta, StoryObj } from '@storybook/react-vite'
import { AuthCard } from '@/components/account/AuthCard'
import { UnsubscribeForm } from '@/components/account/settings/UnsubscribeForm'

const meta: Meta<typeof UnsubscribeForm> = {
  title: 'Account/Settings/UnsubscribeForm',
  component: UnsubscribeForm,
  args: { token: 'Q2xhc3NpY05pZGhhQWJheWFfNTZfTmF2eV90b2tlbjA' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title="Unsubscribe">
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof UnsubscribeForm>

export const Default: Story = {}
