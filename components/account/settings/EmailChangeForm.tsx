import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { formMessages } from '@/lib/i18n/messages/forms'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { requestEmailChangeSchema, type RequestEmailChangeInput } from '@/lib/validation/settings'
import { localizedResolver } from '@/lib/validation/resolver'
import { CurrentPasswordField, EmailField } from '../../forms/CommonFields'
import { useSubmitWithToast } from '../../forms/useSubmitWithToast'
import { Button } from '../../ui/Button'
import { FormError, FormStack } from '../AuthCard'
import { accountServerError } from '../accountMessages'
import { SectionText } from './SettingsSection'

export interface EmailChangeFormProps {
  email: string
  /** Asks for the change; resolves with the server's message (a link went to the new address). */
  onRequest: (input: RequestEmailChangeInput) => Promise<{ message: string }>
  /** For stories: the message of a request already sent. */
  sentMessage?: string
}

/** Change the e-mail address (docs/product.md §4.4): the password, then a link to the new address. */
export function EmailChangeForm({ email, onRequest, sentMessage }: EmailChangeFormProps) {
  const messages = useMessages(settingsMessages)
  const t = messages.email
  const forms = useMessages(formMessages)
  const [sent, setSent] = useState(sentMessage)
  const form = useForm<RequestEmailChangeInput>({
    resolver: localizedResolver(requestEmailChangeSchema, useLocale()),
    defaultValues: { newEmail: '', password: '' },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: onRequest,
    toasts: { success: t.sent, failed: messages.failed },
    timing: 'toast',
    serverError: accountServerError,
    onSuccess: (answer) => {
      setSent(answer.message)
      form.reset()
    },
  })
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t.form}>
      <SectionText>{t.current(email)}</SectionText>
      {sent ? <SectionText role="status">{sent}</SectionText> : null}
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <EmailField label={t.newEmail} error={errors.newEmail?.message} {...register('newEmail')} />
        <CurrentPasswordField label={t.password} error={errors.password?.message} {...register('password')} />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" loading={isSubmitting} loadingLabel={forms.busy.sending}>
        {t.send}
      </Button>
    </FormStack>
  )
}
