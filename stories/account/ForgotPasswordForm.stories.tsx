import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { AuthCard } from '@/components/account/AuthCard'
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm'
import { sampleUser } from '@/tests/fixtures/users'
import { toastRegionName } from '@/lib/i18n/toastRegion'

const meta: Meta<typeof ForgotPasswordForm> = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onRequestReset: async () => ({ success: true, message: 'Sent' }) },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title="Forgot your password?" footer={<a href="/login">Back to login</a>}>
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof ForgotPasswordForm>

export const Empty: Story = {}

export const Filled: Story = { args: { defaultValues: { email: sampleUser.email } } }

export const ValidationErrors: Story = {
  args: { defaultValues: { email: 'not-an-email' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expect(await canvas.findByText('Invalid email address')).toBeInTheDocument()
  },
}

export const Submitting: Story = {
  args: { ...Filled.args, onRequestReset: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expect(canvas.getByLabelText('Email')).toBeDisabled()
  },
}

/** The server answered success: false. */
export const Refused: Story = {
  args: { ...Filled.args, onRequestReset: async () => ({ success: false, message: 'No' }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send reset link' }))
    await expect(
      await within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 })).findByText(
        'Password Reset Request Failed',
      ),
    ).toBeVisible()
  },
}
