import { useForm } from 'react-hook-form'
import { styled } from 'styled-components'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { contactMessages } from '@/lib/i18n/messages/contact'
import { formMessages } from '@/lib/i18n/messages/forms'
import { contactSchema, type ContactInput } from '@/lib/validation/contact'
import { localizedResolver } from '@/lib/validation/resolver'
import { EmailField, FullNameField } from '../forms/CommonFields'
import { TextAreaField, TextField } from '../forms/Field'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'
import { Button } from '../ui/Button'
import { media } from '../ui/theme'

/** What the form needs to know about the answer: a fetch `Response` fits. */
export interface ContactResponse {
  ok: boolean
  status: number
}

export interface ContactFormProps {
  /** Sends the message; the form treats status 200 as success (docs/product.md §7 Contact) and a rejection as a failure. */
  onSubmit: (values: ContactInput) => Promise<ContactResponse>
  /** Initial values (stories). */
  defaultValues?: Partial<ContactInput>
}

const EMPTY: ContactInput = { fullName: '', email: '', subject: '', message: '' }

/**
 * The Contact Us form (docs/product.md §4 Forms, §5, §8): the whole form is disabled while submitting; on success the toast
 * and the reset come 2 s later; any other answer, or an exception, gets the error toast and keeps what was typed.
 */
export function ContactForm({ onSubmit, defaultValues }: ContactFormProps) {
  const { form: t, toasts } = useMessages(contactMessages)
  const forms = useMessages(formMessages)
  const form = useForm<ContactInput>({
    resolver: localizedResolver(contactSchema, useLocale()),
    defaultValues: { ...EMPTY, ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: (values) =>
      onSubmit(values).catch((err: unknown) => {
        // warn, not error: the shopper gets a toast, and this is not a bug in the page.
        console.warn('Sending the contact form failed', err)
        throw err
      }),
    accept: (response) => response.status === 200,
    toasts: { success: toasts.success, failed: toasts.failure },
    onSuccess: () => form.reset(EMPTY),
  })

  return (
    <Form onSubmit={submit} noValidate aria-label={t.label}>
      <Fields disabled={isSubmitting}>
        <Row>
          <FullNameField error={errors.fullName?.message} {...register('fullName')} />
          <EmailField error={errors.email?.message} {...register('email')} />
        </Row>
        <TextField label={t.subject} error={errors.subject?.message} {...register('subject')} />
        <TextAreaField label={t.message} rows={7} error={errors.message?.message} {...register('message')} />
      </Fields>
      <Actions>
        <Button type="submit" loading={isSubmitting} loadingLabel={forms.busy.sending}>
          {t.submit}
        </Button>
      </Actions>
    </Form>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`

/* A disabled fieldset disables every control inside it at once. */
const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const Actions = styled.div`
  display: flex;
`
