import { useId, useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import type { Locale } from '@/lib/i18n/locale'
import { productMessages } from '@/lib/i18n/messages/product'
import { toast } from '@/lib/toast/store'
import { TextField } from '../forms/Field'
import { Button } from '../ui/Button'
import { fontSizes } from '../ui/theme'

/** A refusal meant for the shopper (a bad address, in stock after all, too many requests): shown under the field. */
export class AlertRequestError extends Error {
  override name = 'AlertRequestError'
}

export interface SoldOutVariant {
  priceId: string
  /** "Size 56 · Black" */
  label: string
}

export interface BackInStockFormProps {
  /** The product's sold-out variants; the form shows only when there is one. */
  soldOut: SoldOutVariant[]
  /** The signed-in shopper's address, prefilled. */
  email?: string | undefined
  /** Asks for the alert; resolves with the server's message, rejects with an AlertRequestError or anything else. */
  onRequest: (input: { email: string; priceId: string }) => Promise<{ message: string }>
  /**
   * The sold-out variant chosen on the page (or by a link): the form is set to it, and follows when the shopper
   * chooses another sold-out one (docs/product.md §16.5).
   */
  defaultPriceId?: string | undefined
  /** The form's id: the page's Notify me takes the shopper here. */
  id?: string
}

/** The e-mail check in the page's language, loaded at the first submit: zod is not part of the page's first load. */
async function check(email: string, locale: Locale): Promise<string | undefined> {
  const [{ emailField }, { firstIssueText }] = await Promise.all([
    import('@/lib/validation/fields'),
    import('@/lib/validation/issues'),
  ])
  const result = emailField.safeParse(email)
  return result.success ? undefined : firstIssueText(result.error, locale)
}

/**
 * "Email me when it's back" (docs/product.md §16.5) under the variant picker, for the sold-out sizes and colours.
 * One field and a choice, so plain React state (the JavaScript budget, as the footer's newsletter form).
 */
export function BackInStockForm({
  soldOut,
  email: signedInEmail,
  onRequest,
  defaultPriceId,
  id,
}: BackInStockFormProps) {
  const t = useMessages(productMessages).stockAlert
  const locale = useLocale()
  const selectId = useId()
  const initial = soldOut.find((v) => v.priceId === defaultPriceId)?.priceId ?? soldOut[0]?.priceId ?? ''
  const [priceId, setPriceId] = useState(initial)
  // Follows the page's choice while rendering (React's "adjusting state when a prop changes"), not in an effect.
  const [followed, setFollowed] = useState(defaultPriceId)
  if (defaultPriceId !== followed) {
    setFollowed(defaultPriceId)
    if (defaultPriceId && soldOut.some((v) => v.priceId === defaultPriceId)) setPriceId(defaultPriceId)
  }
  const [email, setEmail] = useState(signedInEmail ?? '')
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | undefined>(undefined)
  if (soldOut.length === 0) return null

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = await check(email, locale)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const answer = await onRequest({ email: email.trim(), priceId: priceId || initial })
      setDone(answer.message)
      toast({ ...t.done, description: answer.message })
    } catch (failure) {
      const known = failure instanceof AlertRequestError ? failure.message : undefined
      if (known) setError(known)
      toast({ ...t.failed, ...(known ? { description: known } : {}), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box id={id} aria-label={t.heading} onSubmit={(event) => void submit(event)} noValidate>
      <Heading>{t.heading}</Heading>
      <Lead>{t.lead}</Lead>
      <label htmlFor={selectId}>{t.choose}</label>
      <Select id={selectId} value={priceId || initial} onChange={(e) => setPriceId(e.target.value)} disabled={busy}>
        {soldOut.map((v) => (
          <option key={v.priceId} value={v.priceId}>
            {v.label}
          </option>
        ))}
      </Select>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        disabled={busy}
        onChange={(e) => setEmail(e.target.value)}
      />
      {done ? <p role="status">{done}</p> : null}
      <Button type="submit" variant="secondary" loading={busy} loadingLabel={t.saving}>
        {t.submit}
      </Button>
    </Box>
  )
}

const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
`

const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.lg};
`

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Select = styled.select`
  padding: ${({ theme }) => theme.space(2)};
  font: inherit;
`
