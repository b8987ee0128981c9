import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FieldShell, type FieldShellProps } from '@/components/forms/FieldShell'

/** The frame every form field sits in; here around a plain input, and around a select to show it takes any control. */
const meta: Meta<FieldShellProps> = {
  title: 'Forms/FieldShell',
  args: { label: 'Email' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <FieldShell {...args}>
      {(control) => <input {...control} type="email" defaultValue="amina@example.com" />}
    </FieldShell>
  ),
}
export default meta
type Story = StoryObj<FieldShellProps>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toHaveAttribute('aria-describedby')
  },
}

export const WithHint: Story = {
  args: { hint: 'We only use it to send your order confirmation.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email')
    await expect(input).toHaveAccessibleDescription('We only use it to send your order confirmation.')
  },
}

/** The error replaces the hint, is announced, marks the control invalid and describes it. */
export const WithError: Story = {
  args: { hint: 'We only use it to send your order confirmation.', error: 'Invalid email address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Email')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email address')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Invalid email address')
    await expect(canvas.queryByText('We only use it to send your order confirmation.')).not.toBeInTheDocument()
  },
}

/** The label is for screen readers only; the control is still named by it. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeInTheDocument()
  },
}

export const AroundASelect: Story = {
  args: { label: 'Size', error: 'Please choose a size' },
  render: (args) => (
    <FieldShell {...args}>
      {(control) => (
        <select {...control} defaultValue="">
          <option value="" disabled>
            Choose a size
          </option>
          <option>S</option>
          <option>M</option>
        </select>
      )}
    </FieldShell>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Size' })
    await expect(select).toHaveAccessibleDescription('Please choose a size')
  },
}
