import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { styled } from 'styled-components'
import { newsletterSchema, type NewsletterInput } from '@/lib/validation/newsletter'
import { Button } from '../ui/Button'
import { TextField } from '../forms/Field'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'

/** docs/product.md §8.1. */
export const NEWSLETTER_TOASTS = {
  success: { title: 'Subscription Successful', description: 'You have successfully subscribed to our newsletter' },
  failure: { title: 'Subscription Failed', description: 'An error occurred while subscribing to our newsletter' },
} as const

export interface NewsletterFormProps {
  /** Sends the subscription; rejects on failure. */
  onSubscribe: (email: string) => Promise<unknown>
}

/** The footer newsletter form (docs/product.md §4 Forms: spinner while submitting; success toast after 2 s, then reset). */
export function NewsletterForm({ onSubscribe }: NewsletterFormProps) {
  const form = useForm<NewsletterInput>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const submit = useSubmitWithToast(form, {
    send: ({ email }) => onSubscribe(email),
    toasts: { success: NEWSLETTER_TOASTS.success, failed: NEWSLETTER_TOASTS.failure },
    onSuccess: () => form.reset(),
  })

  return (
    <Form onSubmit={submit} noValidate aria-label="Newsletter">
      <TextField
        label="Email address"
        hideLabel
        type="email"
        autoComplete="email"
        placeholder="Your email address"
        disabled={isSubmitting}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" loading={isSubmitting} loadingLabel="Subscribing">
        Subscribe
      </Button>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 420px;
`
