import { useRef, useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import { FORM_SUCCESS_DELAY_MS } from '@/lib/constants'
import { delay } from '@/lib/delay'
import type { Locale } from '@/lib/i18n/locale'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { footerMessages } from '@/lib/i18n/messages/footer'
import { toast } from '@/lib/toast/store'
import { Button } from '../ui/Button'
import { TextField } from '../forms/Field'

export interface NewsletterFormProps {
  /** Sends the subscription; rejects on failure. */
  onSubscribe: (email: string) => Promise<unknown>
}

/**
 * The form's zod schema, loaded at the first check (zod is not needed until someone submits); its refusal said in the
 * page's language.
 */
async function check(email: string, locale: Locale): Promise<{ email: string } | { error: string }> {
  const [{ newsletterSchema }, { firstIssueText }] = await Promise.all([
    import('@/lib/validation/newsletter'),
    import('@/lib/validation/issues'),
  ])
  const result = newsletterSchema.safeParse({ email })
  return result.success ? result.data : { error: firstIssueText(result.error, locale) }
}

/**
 * The footer newsletter form (docs/product.md §4 Forms: spinner while submitting; success toast after 2 s, then
 * reset). One field, so plain React state rather than react-hook-form: the footer is on every page and a form
 * library would be part of every page's first load (the JavaScript budget, scripts/size.ts). Like the other
 * forms, it checks on submit, then again as the address is corrected, and focuses the field when it is invalid.
 */
export function NewsletterForm({ onSubscribe }: NewsletterFormProps) {
  // The toasts' texts are docs/product.md §8.1's.
  const t = useMessages(footerMessages).newsletter
  const locale = useLocale()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [submitted, setSubmitted] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const checked = await check(email, locale)
    if ('error' in checked) {
      setError(checked.error)
      input.current?.focus()
      return
    }
    setError(undefined)
    setSubmitting(true)
    try {
      await onSubscribe(checked.email)
    } catch {
      setSubmitting(false)
      toast({ variant: 'destructive', ...t.failure })
      return
    }
    await delay(FORM_SUCCESS_DELAY_MS)
    setSubmitting(false)
    toast(t.success)
    setEmail('')
    setSubmitted(false)
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t.form}>
      <TextField
        ref={input}
        label={t.email}
        hideLabel
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t.placeholder}
        disabled={isSubmitting}
        error={error}
        value={email}
        onChange={(event) => {
          const value = event.target.value
          setEmail(value)
          // After a submit, the message follows the address as it is corrected.
          if (submitted)
            void check(value, locale).then((checked) => setError('error' in checked ? checked.error : undefined))
        }}
      />
      <Button type="submit" loading={isSubmitting} loadingLabel={t.subscribing}>
        {t.subscribe}
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
