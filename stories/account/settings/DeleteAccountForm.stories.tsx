import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { DeleteAccountForm } from '@/components/account/settings/DeleteAccountForm'

const meta: Meta<typeof DeleteAccountForm> = {
  title: 'Account/Settings/DeleteAccountForm',
  component: DeleteAccountForm,
  args: { onDelete: async () => ({ success: true }) },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof DeleteAccountForm>

export const Default: Story = {}

export const PasswordMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }))
    await expect(await canvas.findByText('Password is required')).toBeInTheDocument()
  },
}

export const Deleting: Story = {
  args: { onDelete: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Password to confirm'), 'my-password-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }))
    await expect(canvas.getByLabelText('Password to confirm')).toBeDisabled()
  },
}
