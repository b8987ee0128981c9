import { useForm } from 'react-hook-form'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { formMessages } from '@/lib/i18n/messages/forms'
import { registerSchema, type RegisterInput } from '@/lib/validation/auth'
import { localizedResolver } from '@/lib/validation/resolver'
import { EmailField, FullNameField, NewPasswordField } from '../forms/CommonFields'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'
import { Button } from '../ui/Button'
import { FormError, FormStack } from './AuthCard'
import { accountServerError } from './accountMessages'

export interface SignUpFormProps {
  /** Sends the registration; resolves with the server's answer, rejects on failure. */
  onRegister: (input: RegisterInput) => Promise<{ message?: unknown } | null | undefined>
  defaultValues?: Partial<RegisterInput>
}

const empty: RegisterInput = { fullName: '', email: '', password: '', confirmPassword: '' }

/** Sign-up (docs/product.md §2, §4 Forms, §5): disabled with a spinner while submitting; toast and reset 2 s after success. */
export function SignUpForm({ onRegister, defaultValues }: SignUpFormProps) {
  const { toasts, signup: t } = useMessages(accountMessages)
  const forms = useMessages(formMessages)
  const form = useForm<RegisterInput>({
    resolver: localizedResolver(registerSchema, useLocale()),
    defaultValues: { ...empty, ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  // The toast keeps the spec's words; what the server said goes next to the field it concerns, or above the button.
  const submit = useSubmitWithToast(form, {
    send: onRegister,
    accept: (answer) => typeof answer?.message === 'string',
    toasts: { success: toasts.registered, failed: toasts.registrationFailed },
    serverError: accountServerError,
    onSuccess: () => form.reset(empty),
  })

  return (
    <FormStack onSubmit={submit} noValidate aria-label={t.form}>
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <FullNameField error={errors.fullName?.message} {...register('fullName')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordField label={forms.labels.password} error={errors.password?.message} {...register('password')} />
        <NewPasswordField
          label={t.confirmPassword}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.submitting}>
        {t.submit}
      </Button>
    </FormStack>
  )
}
