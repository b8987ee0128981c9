import { useForm } from 'react-hook-form'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { formMessages } from '@/lib/i18n/messages/forms'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@/lib/validation/settings'
import { localizedResolver } from '@/lib/validation/resolver'
import { ConfirmNewPasswordField, CurrentPasswordField, NewPasswordField } from '../../forms/CommonFields'
import { useSubmitWithToast } from '../../forms/useSubmitWithToast'
import { Button } from '../../ui/Button'
import { FormError, FormStack } from '../AuthCard'
import { accountServerError } from '../accountMessages'

export interface PasswordChangeFormProps {
  /** Changes the password; resolves with the fresh session token (the page stores it), rejects on failure. */
  onChange: (input: { currentPassword: string; newPassword: string }) => Promise<{ token: string }>
  onChanged?: (answer: { token: string }) => void
  defaultValues?: Partial<ChangePasswordFormInput>
}

/** Change the password (docs/product.md §2.22): the current one is asked for; other devices are signed out. */
export function PasswordChangeForm({ onChange, onChanged, defaultValues }: PasswordChangeFormProps) {
  const messages = useMessages(settingsMessages)
  const t = messages.password
  const forms = useMessages(formMessages)
  const form = useForm<ChangePasswordFormInput>({
    resolver: localizedResolver(changePasswordFormSchema, useLocale()),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: ({ currentPassword, newPassword }) => onChange({ currentPassword, newPassword }),
    toasts: { success: t.saved, failed: messages.failed },
    timing: 'toast',
    serverError: accountServerError,
    onSuccess: (answer) => {
      form.reset()
      onChanged?.(answer)
    },
  })
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t.form}>
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <CurrentPasswordField
          label={t.current}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordField error={errors.newPassword?.message} {...register('newPassword')} />
        <ConfirmNewPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" loading={isSubmitting} loadingLabel={forms.busy.saving}>
        {t.save}
      </Button>
    </FormStack>
  )
}
