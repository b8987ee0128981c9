// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ClientError } from 'graphql-request'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginForm } from '@/components/account/LoginForm'
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm'
import { SignUpForm } from '@/components/account/SignUpForm'
import { useSessionCheck } from '@/components/account/useSessionCheck'
import type { ApiUser } from '@/lib/api/types'
import { createAppStore } from '@/lib/store/createStore'
import { sessionActions } from '@/lib/store/session'
import { cleanUpRendering, renderWithStore } from '@/tests/helpers/render-with-store'

// There is no Vike router in jsdom: record where the app would go.
const navigate = vi.hoisted(() => vi.fn(async (_url: string) => {}))
vi.mock('vike/client/router', () => ({ navigate }))

afterEach(() => {
  cleanUpRendering()
  navigate.mockClear()
})

function serverError(message: string, code: string, field?: string) {
  const extensions = field ? { code, field } : { code }
  return new ClientError(
    { status: 200, headers: new Headers(), data: null, errors: [{ message, extensions }] } as never,
    { query: '' },
  )
}

describe('SignUpForm', () => {
  const filledIn = {
    fullName: 'Amina',
    email: 'a@example.com',
    password: 'long-enough-1!',
    confirmPassword: 'long-enough-1!',
  }

  it('puts a server validation message under the field it names and toasts the failure', async () => {
    const onRegister = vi.fn(() => Promise.reject(serverError('Invalid email address', 'BAD_USER_INPUT', 'email')))
    renderWithStore(<SignUpForm onRegister={onRegister} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Full name'), 'Amina')
    await user.type(screen.getByLabelText('Email'), 'amina@example.com')
    await user.type(screen.getByLabelText('Password'), 'long-enough-1!')
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-1!')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))

    expect(onRegister).toHaveBeenCalledWith({
      fullName: 'Amina',
      email: 'amina@example.com',
      password: 'long-enough-1!',
      confirmPassword: 'long-enough-1!',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent(
      'Registration Failed | An error occurred during registration. Please try again.',
    )
  })

  it('puts a server message that names no field of the form above the button', async () => {
    const onRegister = () => Promise.reject(serverError('Too many attempts. Please try again later.', 'RATE_LIMITED'))
    renderWithStore(<SignUpForm onRegister={onRegister} defaultValues={filledIn} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.')
    for (const label of ['Full name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid')
    }
  })

  it('treats an answer without a message as a failure', async () => {
    renderWithStore(<SignUpForm onRegister={async () => ({})} defaultValues={filledIn} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText(/Registration Failed/)).toBeInTheDocument()
  })
})

describe('LoginForm', () => {
  const credentials = { email: 'amina@example.com', password: 'secret-password' }

  it('toasts at once, then after 2 s stores the token and goes home', async () => {
    const user: ApiUser = { _id: 'u1', fullName: 'Amina', email: credentials.email }
    const store = renderWithStore(
      <LoginForm onLogin={async () => ({ token: 'h.p.s', user })} defaultValues={credentials} />,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }))

    expect(
      await screen.findByText('Login Successful | Login successful, redirecting you to the home page...'),
    ).toBeInTheDocument()
    expect(store.getState().session.token).toBeNull()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'), { timeout: 3500 })
    expect(store.getState().session).toMatchObject({ token: 'h.p.s', user })
    expect(localStorage.getItem('id_token')).toBe('h.p.s')
  })

  it('says "Invalid credentials" when the answer has no token', async () => {
    const store = renderWithStore(<LoginForm onLogin={async () => ({ token: '' })} defaultValues={credentials} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Login Failed | Invalid credentials. Please try again.')).toBeInTheDocument()
    expect(store.getState().session.token).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('ResetPasswordForm', () => {
  const passwords = { newPassword: 'a-brand-new-pass-2', confirmPassword: 'a-brand-new-pass-2' }

  it('says an expired link above the button, marks no field, and toasts the failure', async () => {
    const onResetPassword = () => Promise.reject(serverError('Invalid or expired reset token', 'BAD_USER_INPUT'))
    renderWithStore(<ResetPasswordForm onResetPassword={onResetPassword} defaultValues={passwords} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token')
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid')
    expect(
      screen.getByText('Password Reset Failed | An error occurred during password reset. Please try again.'),
    ).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('puts a password message on the new password field when the server names it', async () => {
    const message = 'Password must be at least 8 characters long'
    const onResetPassword = () => Promise.reject(serverError(message, 'BAD_USER_INPUT', 'newPassword'))
    renderWithStore(<ResetPasswordForm onResetPassword={onResetPassword} defaultValues={passwords} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true')
  })

  it('toasts at once, then after 2 s goes to /login', async () => {
    renderWithStore(<ResetPasswordForm onResetPassword={async () => ({ success: true })} defaultValues={passwords} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset password' }))
    expect(
      await screen.findByText('Password Reset Successful | Your password has been reset successfully.'),
    ).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'), { timeout: 3500 })
  })
})

function SessionCheck({ fetchMe }: { fetchMe: () => Promise<ApiUser | null> }) {
  useSessionCheck(fetchMe)
  return null
}

describe('useSessionCheck', () => {
  it('asks the server once, even under StrictMode, and logs out a token it rejects', async () => {
    const fetchMe = vi.fn(async () => null)
    const store = createAppStore({ storage: window.localStorage })
    renderWithStore(<SessionCheck fetchMe={fetchMe} />, store)
    expect(fetchMe).not.toHaveBeenCalled() // not before the session is restored
    act(() => {
      store.dispatch(sessionActions.sessionRestored(`x.${btoa(JSON.stringify({ exp: 4102444800 }))}.y`))
    })
    await waitFor(() => expect(store.getState().session.token).toBeNull())
    expect(fetchMe).toHaveBeenCalledTimes(1)
  })

  it('fills in the user of a valid token', async () => {
    const user: ApiUser = { _id: 'u1', fullName: 'Amina', email: 'a@example.com' }
    const store = createAppStore({ storage: window.localStorage })
    store.dispatch(sessionActions.sessionRestored(`x.${btoa(JSON.stringify({ exp: 4102444800 }))}.y`))
    renderWithStore(<SessionCheck fetchMe={async () => user} />, store)
    await waitFor(() => expect(store.getState().session.user).toEqual(user))
    expect(store.getState().session.token).not.toBeNull()
  })
})
