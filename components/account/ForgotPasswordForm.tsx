import { useForm } from 'react-hook-form'
import type { ResultResponse } from '@/lib/api/types'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { formMessages } from '@/lib/i18n/messages/forms'
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth'
import { localizedResolver } from '@/lib/validation/resolver'
import { EmailField } from '../forms/CommonFields'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'
import { Button } from '../ui/Button'
import { FormError, FormStack } from './AuthCard'
import { accountServerError } from './accountMessages'

export interface ForgotPasswordFormProps {
  /** Asks for a reset link; resolves with { success }, rejects on failure. */
  onRequestReset: (email: string) => Promise<Partial<ResultResponse> | null | undefined>
  defaultValues?: Partial<ForgotPasswordInput>
}

/** Forgot password (docs/product.md §2, §8): one e-mail field; the answer never says whether the address has an account. */
export function ForgotPasswordForm({ onRequestReset, defaultValues }: ForgotPasswordFormProps) {
  const { toasts, forgotPassword: t } = useMessages(accountMessages)
  const forms = useMessages(formMessages)
  const form = useForm<ForgotPasswordInput>({
    resolver: localizedResolver(forgotPasswordSchema, useLocale()),
    defaultValues: { email: '', ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  // The toast keeps the spec's words; a rate limit's own message (when to retry) is said next to the form.
  const submit = useSubmitWithToast(form, {
    send: ({ email }) => onRequestReset(email),
    accept: (answer) => answer?.success === true,
    toasts: {
      success: toasts.resetRequested,
      failed: { title: toasts.resetRequestFailed, description: toasts.resetRequestError },
      refused: { title: toasts.resetRequestFailed, description: toasts.resetRequestRefused },
    },
    timing: 'toast',
    serverError: accountServerError,
    onSuccess: () => form.reset({ email: '' }),
  })

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t.form}>
      <EmailField disabled={isSubmitting} error={errors.email?.message} {...register('email')} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={forms.busy.sending}>
        {t.submit}
      </Button>
    </FormStack>
  )
}
