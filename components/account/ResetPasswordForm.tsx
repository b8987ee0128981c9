import { useForm } from 'react-hook-form'
import { navigate } from 'vike/client/router'
import type { ResultResponse } from '@/lib/api/types'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { formMessages } from '@/lib/i18n/messages/forms'
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@/lib/validation/auth'
import { localizedResolver } from '@/lib/validation/resolver'
import { ConfirmNewPasswordField, NewPasswordField } from '../forms/CommonFields'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'
import { Button } from '../ui/Button'
import { FormError, FormStack } from './AuthCard'
import { accountServerError } from './accountMessages'

export interface ResetPasswordFormProps {
  /** Sets the new password (the page binds the token from the link); resolves with { success }, rejects on failure. */
  onResetPassword: (newPassword: string) => Promise<Partial<ResultResponse> | null | undefined>
  defaultValues?: Partial<ResetPasswordFormInput>
}

/** Reset password (docs/product.md §2, §5, §8): on success a toast, then /login once the user has had time to read it. */
export function ResetPasswordForm({ onResetPassword, defaultValues }: ResetPasswordFormProps) {
  const { toasts, resetPassword: t } = useMessages(accountMessages)
  const forms = useMessages(formMessages)
  const routes = useRoutes()
  const form = useForm<ResetPasswordFormInput>({
    resolver: localizedResolver(resetPasswordFormSchema, useLocale()),
    defaultValues: { newPassword: '', confirmPassword: '', ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  // The toast keeps the spec's words; an expired link or a rate limit is said above the button.
  const submit = useSubmitWithToast(form, {
    send: ({ newPassword }) => onResetPassword(newPassword),
    accept: (answer) => answer?.success === true,
    toasts: {
      success: toasts.passwordReset,
      failed: { title: toasts.resetFailed, description: toasts.resetError },
      refused: { title: toasts.resetFailed, description: toasts.resetRefused },
    },
    timing: 'toast-then-pause',
    serverError: accountServerError,
    onSuccess: () => navigate(routes.login),
  })

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t.form}>
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <NewPasswordField error={errors.newPassword?.message} {...register('newPassword')} />
        <ConfirmNewPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={forms.busy.saving}>
        {t.submit}
      </Button>
    </FormStack>
  )
}
