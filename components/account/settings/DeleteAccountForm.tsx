import { useForm } from 'react-hook-form'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { deleteAccountSchema, type DeleteAccountInput } from '@/lib/validation/settings'
import { localizedResolver } from '@/lib/validation/resolver'
import { CurrentPasswordField } from '../../forms/CommonFields'
import { useSubmitWithToast } from '../../forms/useSubmitWithToast'
import { Button } from '../../ui/Button'
import { FormError, FormStack } from '../AuthCard'
import { accountServerError } from '../accountMessages'
import { SectionText } from './SettingsSection'

export interface DeleteAccountFormProps {
  /** Deletes the account; resolves with { success }, rejects on failure (e.g. a wrong password). */
  onDelete: (password: string) => Promise<{ success: boolean }>
  onDeleted?: () => void
}

/** Delete the account (docs/product.md §2.22): the consequence is stated, the password asked for. */
export function DeleteAccountForm({ onDelete, onDeleted }: DeleteAccountFormProps) {
  const messages = useMessages(settingsMessages)
  const t = messages.delete
  const form = useForm<DeleteAccountInput>({
    resolver: localizedResolver(deleteAccountSchema, useLocale()),
    defaultValues: { password: '' },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: ({ password }) => onDelete(password),
    accept: (answer) => answer.success,
    toasts: { success: t.deleted, failed: messages.failed },
    timing: 'toast',
    serverError: accountServerError,
    onSuccess: () => onDeleted?.(),
  })
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t.form}>
      <SectionText>{t.consequence}</SectionText>
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <CurrentPasswordField label={t.password} error={errors.password?.message} {...register('password')} />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" variant="danger" loading={isSubmitting} loadingLabel={t.deleting}>
        {t.confirm}
      </Button>
    </FormStack>
  )
}
