import type { Meta, StoryObj } from '@storybook/react-vite'
import { NewsletterPreference } from '@/components/account/settings/NewsletterPreference'

const meta: Meta<typeof NewsletterPreference> = {
  title: 'Account/Settings/NewsletterPreference',
  component: NewsletterPreference,
  args: { onChange: async (subscribed) => subscribed },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof NewsletterPreference>

export const Subscribed: Story = { args: { subscribed: true } }
export const NotSubscribed: Story = { args: { subscribed: false } }
