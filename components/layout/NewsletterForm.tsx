import { useForm, type Resolver } from 'react-hook-form'
import { styled } from 'styled-components'
import { FORM_SUCCESS_DELAY_MS } from '@/lib/constants'
import { delay } from '@/lib/delay'
import { toast } from '@/lib/toast/store'
import type { NewsletterInput } from '@/lib/validation/newsletter'
import { Button } from '../ui/Button'
import { TextField } from '../forms/Field'

export interface NewsletterFormProps {
  /** Sends the subscription; rejects on failure. */
  onSubscribe: (email: string) => Promise<unknown>
}

/**
 * The form's zod schema and resolver, loaded at the first validation: the footer is on every page, zod is not
 * needed until someone submits (the JavaScript budget, scripts/size.ts).
 */
const resolver: Resolver<NewsletterInput> = async (values, context, options) => {
  const [{ zodResolver }, { newsletterSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/newsletter'),
  ])
  return zodResolver(newsletterSchema)(values, context, options)
}

/** The footer newsletter form (docs/product.md §4 Forms: spinner while submitting; success toast after 2 s, then reset). */
export function NewsletterForm({ onSubscribe }: NewsletterFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput>({ resolver, defaultValues: { email: '' } })

  const submit = handleSubmit(async ({ email }) => {
    try {
      await onSubscribe(email)
    } catch {
      toast({
        variant: 'destructive',
        title: 'Subscription Failed',
        description: 'An error occurred while subscribing to our newsletter',
      })
      return
    }
    await delay(FORM_SUCCESS_DELAY_MS)
    toast({ title: 'Subscription Successful', description: 'You have successfully subscribed to our newsletter' })
    reset()
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
