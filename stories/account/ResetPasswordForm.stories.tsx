import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AuthCard } from '@/components/account/AuthCard'
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm'

const meta: Meta<typeof ResetPasswordForm> = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onResetPassword: async () => ({ success: true, message: 'Done' }) },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title="Choose a new password">
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof ResetPasswordForm>

export const Empty: Story = {}

export const Filled: Story = {
  args: { defaultValues: { newPassword: 'a-brand-new-one-7', confirmPassword: 'a-brand-new-one-7' } },
}

export const ValidationErrors: Story = {
  args: { defaultValues: { newPassword: 'short', confirmPassword: 'other' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await expect(await canvas.findByText('Password must be at least 8 characters long')).toBeInTheDocument()
  },
}

export const Submitting: Story = {
  args: { ...Filled.args, onResetPassword: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await expect(canvas.getByLabelText('New password')).toBeDisabled()
  },
}
