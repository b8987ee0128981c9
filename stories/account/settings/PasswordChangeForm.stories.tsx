import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PasswordChangeForm } from '@/components/account/settings/PasswordChangeForm'

const meta: Meta<typeof PasswordChangeForm> = {
  title: 'Account/Settings/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { onChange: async () => ({ token: 'x.y.z' }) },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof PasswordChangeForm>

export const Empty: Story = {}

export const ValidationErrors: Story = {
  args: { defaultValues: { newPassword: 'short', confirmPassword: 'other' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(await canvas.findByText('Password must be at least 8 characters long')).toBeInTheDocument()
  },
}

export const Submitting: Story = {
  args: {
    defaultValues: {
      currentPassword: 'old-password-1',
      newPassword: 'new-password-2',
      confirmPassword: 'new-password-2',
    },
    onChange: () => new Promise(() => {}),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(canvas.getByLabelText('Current password')).toBeDisabled()
  },
}
