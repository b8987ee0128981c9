import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PasswordField, TextAreaField, TextField } from '@/components/forms/Field'

const meta: Meta<typeof TextField> = {
  title: 'Forms/Field',
  component: TextField,
  args: { label: 'Email', placeholder: 'you@example.com' },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof TextField>

export const Empty: Story = {}
export const Filled: Story = { args: { defaultValue: 'amina@example.com' } }
export const WithHint: Story = { args: { hint: 'We send the receipt here.' } }
/** The error is shown and read out with the field. */
export const WithError: Story = {
  args: { defaultValue: 'amina@', error: 'Invalid email address' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('Invalid email address')
  },
}
export const Disabled: Story = { args: { disabled: true, defaultValue: 'amina@example.com' } }
/** The toggle shows and hides what was typed, and says which it will do next. */
export const Password: Story = {
  render: () => <PasswordField label="Password" defaultValue="correct horse" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByLabelText('Password')
    await expect(field).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(field).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(field).toHaveAttribute('type', 'password')
  },
}
export const PasswordWithError: Story = {
  render: () => (
    <PasswordField label="Password" defaultValue="short" error="Password must be at least 8 characters long" />
  ),
}
export const TextArea: Story = { render: () => <TextAreaField label="Message" placeholder="How can we help?" /> }
