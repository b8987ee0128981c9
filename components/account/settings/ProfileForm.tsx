import { useForm } from 'react-hook-form'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { formMessages } from '@/lib/i18n/messages/forms'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { updateProfileSchema, type UpdateProfileInput } from '@/lib/validation/settings'
import { localizedResolver } from '@/lib/validation/resolver'
import { FullNameField } from '../../forms/CommonFields'
import { useSubmitWithToast } from '../../forms/useSubmitWithToast'
import { Button } from '../../ui/Button'
import { FormError, FormStack } from '../AuthCard'
import { accountServerError } from '../accountMessages'

export interface ProfileFormProps {
  fullName: string
  /** Saves the name; resolves with the saved user, rejects on failure. */
  onSave: (fullName: string) => Promise<{ fullName: string }>
  onSaved?: (user: { fullName: string }) => void
}

/** Change the name (docs/product.md §2.22). */
export function ProfileForm({ fullName, onSave, onSaved }: ProfileFormProps) {
  const messages = useMessages(settingsMessages)
  const forms = useMessages(formMessages)
  const form = useForm<UpdateProfileInput>({
    resolver: localizedResolver(updateProfileSchema, useLocale()),
    values: { fullName },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: (values) => onSave(values.fullName),
    toasts: { success: messages.profile.saved, failed: messages.failed },
    timing: 'toast',
    serverError: accountServerError,
    onSuccess: (user) => onSaved?.(user),
  })
  return (
    <FormStack onSubmit={submit} noValidate aria-label={messages.profile.form}>
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <FullNameField error={errors.fullName?.message} {...register('fullName')} />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" loading={isSubmitting} loadingLabel={forms.busy.saving}>
        {messages.profile.save}
      </Button>
    </FormStack>
  )
}
