import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { updateProfileSchema, type UpdateProfileInput } from '@/lib/validation/settings'
import { TextField } from '../../forms/Field'
import { useSubmitWithToast } from '../../forms/useSubmitWithToast'
import { Button } from '../../ui/Button'
import { FormError, FormStack } from '../AuthCard'
import { accountServerError } from '../accountMessages'
import { settingsTexts } from './settingsMessages'

export interface ProfileFormProps {
  fullName: string
  /** Saves the name; resolves with the saved user, rejects on failure. */
  onSave: (fullName: string) => Promise<{ fullName: string }>
  onSaved?: (user: { fullName: string }) => void
}

/** Change the name (docs/product.md §2.22). */
export function ProfileForm({ fullName, onSave, onSaved }: ProfileFormProps) {
  const form = useForm<UpdateProfileInput>({ resolver: zodResolver(updateProfileSchema), values: { fullName } })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: (values) => onSave(values.fullName),
    toasts: { success: settingsTexts.profile.saved, failed: settingsTexts.failed },
    timing: 'toast',
    serverError: accountServerError,
    onSuccess: (user) => onSaved?.(user),
  })
  return (
    <FormStack onSubmit={submit} noValidate aria-label="Change your name">
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
        {settingsTexts.profile.save}
      </Button>
    </FormStack>
  )
}
