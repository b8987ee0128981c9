import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { navigate } from 'vike/client/router'
import type { LoginResponse } from '@/lib/api/accounts'
import { LOGIN_REDIRECT_DELAY_MS } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { useAppDispatch } from '@/lib/store/hooks'
import { sessionActions } from '@/lib/store/session'
import { loginSchema, type LoginInput } from '@/lib/validation/auth'
import { PasswordField, TextField } from '../forms/Field'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'
import { Button } from '../ui/Button'
import { FormStack } from './AuthCard'
import { accountToasts, loginFailureDescription } from './accountMessages'

export interface LoginFormProps {
  /** Sends the credentials; resolves with the token and user, rejects on failure. */
  onLogin: (input: LoginInput) => Promise<Partial<LoginResponse> | null | undefined>
  defaultValues?: Partial<LoginInput>
}

/**
 * Login (docs/product.md §4 Session): a toast on success, then after 2 s the token is stored and the user goes home.
 * The form stays disabled through the delay so a second click cannot log in twice.
 */
export function LoginForm({ onLogin, defaultValues }: LoginFormProps) {
  const dispatch = useAppDispatch()
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: onLogin,
    accept: (answer): answer is Partial<LoginResponse> & { token: string } =>
      typeof answer?.token === 'string' && answer.token !== '',
    toasts: {
      success: accountToasts.loggedIn,
      failed: (error) => ({ title: accountToasts.loginFailed, description: loginFailureDescription(error) }),
      refused: { title: accountToasts.loginFailed, description: accountToasts.noToken },
    },
    timing: 'toast-then-pause',
    pauseMs: LOGIN_REDIRECT_DELAY_MS,
    onSuccess: async (answer) => {
      dispatch(sessionActions.loggedIn({ token: answer.token, user: answer.user ?? null }))
      await navigate(routes.home)
    },
  })

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Log in">
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </fieldset>
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel="Logging in">
        Log in
      </Button>
    </FormStack>
  )
}
