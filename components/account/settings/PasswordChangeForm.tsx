import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@/lib/validation/settings'
import { PasswordField } from '../../forms/Field'
import { useSubmitWithToast } from '../../forms/useSubmitWithToast'
import { Button } from '../../ui/Button'
import { FormError, FormStack } from '../AuthCard'
import { accountServerError } from '../accountMessages'
import { settingsTexts } from './settingsMessages'

export interface PasswordChangeFormProps {
  /** Changes the password; resolves with the fresh session token (the page stores it), rejects on failure. */
  onChange: (input: { currentPassword: string; newPassword: string }) => Promise<{ token: string }>
  onChanged?: (answer: { token: string }) => void
  defaultValues?: Partial<ChangePasswordFormInput>
}

/** Change the password (docs/product.md §2.22): the current one is asked for; other devices are signed out. */
export function PasswordChangeForm({ onChange, onChanged, defaultValues }: PasswordChangeFormProps) {
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: ({ currentPassword, newPassword }) => onChange({ currentPassword, newPassword }),
    toasts: { success: settingsTexts.password.saved, failed: settingsTexts.failed },
    timing: 'toast',
    serverError: accountServerError,
    onSuccess: (answer) => {
      form.reset()
      onChanged?.(answer)
    },
  })
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Change your password">
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
        {settingsTexts.password.save}
      </Button>
    </FormStack>
  )
}
