import type { Meta, StoryObj } from '@storybook/react-vite'
import { ClientError } from 'graphql-request'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { AuthCard } from '@/components/account/AuthCard'
import { SignUpForm } from '@/components/account/SignUpForm'
import { samplePassword, sampleUser } from '@/tests/fixtures/users'
import { toastRegionName } from '@/lib/i18n/toastRegion'

const meta: Meta<typeof SignUpForm> = {
  title: 'Account/SignUpForm',
  component: SignUpForm,
  args: { onRegister: async () => ({ message: 'Registration successful.' }) },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title="Create an account" footer={<a href="/login">Log in</a>}>
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof SignUpForm>

export const Empty: Story = {}

export const Filled: Story = {
  args: {
    defaultValues: {
      fullName: sampleUser.fullName,
      email: sampleUser.email,
      password: samplePassword,
      confirmPassword: samplePassword,
    },
  },
}

/** Submitting with nothing filled in shows every message of docs/product.md §5. */
export const ValidationErrors: Story = {
  args: { defaultValues: { password: 'long-enough-1!', confirmPassword: 'different' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByText('Please enter your name')).toBeInTheDocument()
    await expect(canvas.getByText('Invalid email address')).toBeInTheDocument()
    await expect(canvas.getByText('Passwords do not match')).toBeInTheDocument()
    // Focus moves to the first field to correct, not left on the button.
    await waitFor(() => expect(canvas.getByLabelText('Full name')).toHaveFocus())
  },
}

/** The request never answers: the form is disabled and the button shows a spinner. */
export const Submitting: Story = {
  args: { ...Filled.args, onRegister: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(canvas.getByLabelText('Full name')).toBeDisabled()
  },
}

export const Failure: Story = {
  args: { ...Filled.args, onRegister: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign up' }))
    await expect(
      await within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 })).findByText(
        'Registration Failed',
      ),
    ).toBeVisible()
  },
}

/** The server names the field its message is about (`extensions.field`): the message goes under that field. */
export const ServerFieldError: Story = {
  args: {
    ...Filled.args,
    onRegister: () =>
      Promise.reject(
        new ClientError(
          {
            status: 200,
            headers: new Headers(),
            data: null,
            errors: [{ message: 'Invalid email address', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }],
          } as never,
          { query: '' },
        ),
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email address')
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  },
}
