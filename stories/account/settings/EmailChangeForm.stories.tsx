import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { EmailChangeForm } from '@/components/account/settings/EmailChangeForm'

const meta: Meta<typeof EmailChangeForm> = {
  title: 'Account/Settings/EmailChangeForm',
  component: EmailChangeForm,
  args: { email: 'amina@example.com', onRequest: async () => ({ message: 'We have sent a link to the new address.' }) },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof EmailChangeForm>

export const Default: Story = {}

export const LinkSent: Story = {
  args: {
    sentMessage:
      'We have sent a link to the new address. Your e-mail address changes once you open it; until then, keep using the old one.',
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('New e-mail address'), 'not-an-address')
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }))
    await expect(await canvas.findByText('Invalid email address')).toBeInTheDocument()
    await expect(await canvas.findByText('Password is required')).toBeInTheDocument()
  },
}
