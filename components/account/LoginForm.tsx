import { useForm } from 'react-hook-form'
import { navigate } from 'vike/client/router'
import type { LoginResponse } from '@/lib/api/types'
import { LOGIN_REDIRECT_DELAY_MS } from '@/lib/constants'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { useAppDispatch } from '@/lib/store/hooks'
import { sessionActions } from '@/lib/store/session'
import { loginSchema, type LoginInput } from '@/lib/validation/auth'
import { localizedResolver } from '@/lib/validation/resolver'
import { CurrentPasswordField, EmailField } from '../forms/CommonFields'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'
import { Button } from '../ui/Button'
import { FormStack } from './AuthCard'
import { loginFailureDescription } from './accountMessages'

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
  const { toasts, login: t } = useMessages(accountMessages)
  const routes = useRoutes()
  const form = useForm<LoginInput>({
    resolver: localizedResolver(loginSchema, useLocale()),
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
      success: toasts.loggedIn,
      failed: (error) => ({ title: toasts.loginFailed, description: loginFailureDescription(error, toasts) }),
      refused: { title: toasts.loginFailed, description: toasts.noToken },
    },
    timing: 'toast-then-pause',
    pauseMs: LOGIN_REDIRECT_DELAY_MS,
    onSuccess: async (answer) => {
      dispatch(sessionActions.loggedIn({ token: answer.token, user: answer.user ?? null }))
      await navigate(routes.home)
    },
  })

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t.form}>
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <EmailField error={errors.email?.message} {...register('email')} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      </fieldset>
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.submitting}>
        {t.submit}
      </Button>
    </FormStack>
  )
}
