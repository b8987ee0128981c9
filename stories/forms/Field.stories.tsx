import type { Meta, StoryObj } from '@storybook/react-vite'
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
export const WithError: Story = { args: { defaultValue: 'amina@', error: 'Invalid email address' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'amina@example.com' } }
export const Password: Story = { render: () => <PasswordField label="Password" defaultValue="correct horse" /> }
export const PasswordWithError: Story = {
  render: () => (
    <PasswordField label="Password" defaultValue="short" error="Password must be at least 8 characters long" />
  ),
}
export const TextArea: Story = { render: () => <TextAreaField label="Message" placeholder="How can we help?" /> }
