import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { LoginForm } from '@/components/account/LoginForm'
import { samplePassword, sampleUser } from '@/tests/fixtures/users'
import { toastRegionName } from '@/lib/i18n/toastRegion'
import { initialSessionState } from '@/lib/store/session'

const meta: Meta<typeof LoginForm> = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: {
    onLogin: async () => ({ token: 'a.b.c', user: sampleUser }),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard
        title="Log in"
        footer={
          <>
            <a href="/forgot-password">Forgot your password?</a>
            <a href="/signup">Sign up</a>
          </>
        }
      >
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof LoginForm>

export const Empty: Story = {}

export const Filled: Story = {
  args: { defaultValues: { email: sampleUser.email, password: samplePassword } },
}

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByText('Invalid email address')).toBeInTheDocument()
    await expect(canvas.getByText('Password is required')).toBeInTheDocument()
  },
}

export const Submitting: Story = {
  args: { ...Filled.args, onLogin: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(canvas.getByLabelText('Email')).toBeDisabled()
  },
}

/** The answer has no token: 'Login Failed' / 'Invalid credentials. Please try again.' */
export const NoToken: Story = {
  args: { ...Filled.args, onLogin: async () => ({}) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }))
    await expect(
      await within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 })).findByText(
        'Invalid credentials. Please try again.',
      ),
    ).toBeVisible()
  },
}

/** What a visitor who is already logged in sees above the form. */
export const AlreadyLoggedIn: Story = {
  parameters: {
    store: { session: { ...initialSessionState, token: 'login.eyJleHAiOjQxMDI0NDQ4MDB9.sig', restored: true } },
  },
  decorators: [
    (Story) => (
      <>
        <AlreadyLoggedInNote />
        <Story />
      </>
    ),
  ],
}
