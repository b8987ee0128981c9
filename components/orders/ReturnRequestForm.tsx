import { useEffect, useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import type { ApiExchangeOption, ApiOrderLine, ReturnLineInput, ReturnReason } from '@/lib/api/types'
import { variantLabel } from '@/lib/catalogue/variants'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { returnMessages } from '@/lib/i18n/messages/returns'
import { ErrorText } from '../forms/FieldShell'
import { Button } from '../ui/Button'
import { lineName } from '@/lib/orderText'

const REASONS: ReturnReason[] = [
  'too_small',
  'too_big',
  'too_long',
  'too_short',
  'not_as_described',
  'damaged',
  'changed_mind',
]

interface Choice {
  picked: boolean
  quantity: number
  reason: ReturnReason | ''
  /** An exchange option's price id; '' for a refund. */
  exchangeFor: string
}

export interface ReturnRequestFormProps {
  /** The lines that may still be returned (`returnable` > 0). */
  lines: ApiOrderLine[]
  /** The other variants of a line's product (exchangeOptions); absent: refunds only. */
  loadOptions?: (priceId: string) => Promise<ApiExchangeOption[]>
  /** Sends the request; answers the message to show when it was refused, undefined when it was recorded. */
  onSubmit: (lines: ReturnLineInput[]) => Promise<string | undefined>
  onCancel: () => void
}

/**
 * Asks for a return (docs/product.md §17.5): for each line the shopper ticks, how many, why, and a refund or another
 * size or colour with a unit left. The server checks everything again and answers one clear refusal at most.
 */
export function ReturnRequestForm({ lines, loadOptions, onSubmit, onCancel }: ReturnRequestFormProps) {
  const t = useMessages(returnMessages).form
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(lines.map((l) => [l.id, { picked: false, quantity: 1, reason: '', exchangeFor: '' }])),
  )
  const options = useExchangeOptions(lines, loadOptions)
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const change = (id: string, patch: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const picked = lines.filter((l) => choices[l.id]?.picked)
    if (picked.length === 0) return setError(t.nothingPicked)
    if (picked.some((l) => !choices[l.id]?.reason)) return setError(t.reasonMissing)
    setError(undefined)
    setSending(true)
    const refused = await onSubmit(
      picked.map((l) => {
        const c = choices[l.id]!
        return {
          lineId: l.id,
          quantity: c.quantity,
          reason: c.reason as ReturnReason,
          exchangeFor: c.exchangeFor || null,
        }
      }),
    )
    setSending(false)
    if (refused) setError(refused)
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="return-form-title">
      <h3 id="return-form-title">{t.title}</h3>
      <p>{t.lead}</p>
      {lines.map((line) => (
        <ReturnLineChoice
          key={line.id}
          line={line}
          choice={choices[line.id]!}
          options={options[line.id] ?? []}
          onChange={(patch) => change(line.id, patch)}
        />
      ))}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Actions>
        <Button type="submit" loading={sending} loadingLabel={t.submitting}>
          {t.submit}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {t.cancel}
        </Button>
      </Actions>
    </Form>
  )
}

/** Each line's exchange options, loaded once when the form opens; none when they cannot be loaded. */
function useExchangeOptions(lines: ApiOrderLine[], load?: (priceId: string) => Promise<ApiExchangeOption[]>) {
  const [options, setOptions] = useState<Record<string, ApiExchangeOption[]>>({})
  useEffect(() => {
    if (!load) return
    let live = true
    for (const line of lines)
      load(line.priceId)
        .then((found) => live && setOptions((all) => ({ ...all, [line.id]: found })))
        .catch(() => undefined)
    return () => {
      live = false
    }
  }, [lines, load])
  return options
}

function ReturnLineChoice({
  line,
  choice,
  options,
  onChange,
}: {
  line: ApiOrderLine
  choice: Choice
  options: ApiExchangeOption[]
  onChange: (patch: Partial<Choice>) => void
}) {
  const t = useMessages(returnMessages).form
  const locale = useLocale()
  const name = lineName(line, locale)
  const id = `return-line-${line.id}`
  return (
    <Line>
      <label>
        <input type="checkbox" checked={choice.picked} onChange={(e) => onChange({ picked: e.target.checked })} />{' '}
        {t.pick(name)}
      </label>
      {choice.picked ? (
        <Selects>
          <label htmlFor={`${id}-quantity`}>{t.quantity}</label>
          <select
            id={`${id}-quantity`}
            value={choice.quantity}
            onChange={(e) => onChange({ quantity: Number(e.target.value) })}
          >
            {Array.from({ length: line.returnable }, (_, i) => (
              <option key={i + 1}>{i + 1}</option>
            ))}
          </select>
          <label htmlFor={`${id}-reason`}>{t.reason}</label>
          <select
            id={`${id}-reason`}
            value={choice.reason}
            onChange={(e) => onChange({ reason: e.target.value as ReturnReason })}
          >
            <option value="">{t.choose}</option>
            {REASONS.map((r) => (
              <option key={r} value={r}>
                {t.reasons[r]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-resolution`}>{t.resolution}</label>
          <select
            id={`${id}-resolution`}
            value={choice.exchangeFor}
            onChange={(e) => onChange({ exchangeFor: e.target.value })}
          >
            <option value="">{t.refund}</option>
            {options.map((o) => (
              <option key={o.priceId} value={o.priceId} disabled={!o.available}>
                {o.available ? t.exchange(variantLabel(o, locale)) : t.soldOut(variantLabel(o, locale))}
              </option>
            ))}
          </select>
        </Selects>
      ) : null}
    </Line>
  )
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  h3,
  p {
    margin: 0;
  }
`

const Line = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
`

const Selects = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 20rem);
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-inline-start: ${({ theme }) => theme.space(5)};
  select {
    min-height: 44px;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`
