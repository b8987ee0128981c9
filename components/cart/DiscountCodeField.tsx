import { useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { promotionMessages } from '@/lib/i18n/messages/promotions'
import { formatCurrencyString } from '@/lib/money'
import { TextField } from '../forms/Field'
import { Button } from '../ui/Button'
import { fontSizes, media } from '../ui/theme'

export interface DiscountCodeFieldProps {
  /** The code the server accepted, and the cents it takes off the bag. */
  applied: { code: string; discount: number } | null
  /** Why the last code was refused, in the shopper's language. */
  error: string | null
  checking: boolean
  onApply: (code: string) => void
  onRemove: () => void
}

/**
 * The discount code field of the bag and the cart (docs/product.md §20): a code and Apply, then the saving or the
 * reason it was refused. On phones it stays behind "Have a discount code?" until asked for; from tablets on it is
 * always shown.
 */
export function DiscountCodeField({ applied, error, checking, onApply, onRemove }: DiscountCodeFieldProps) {
  const t = useMessages(promotionMessages)
  const [open, setOpen] = useState(false)
  const [code, setCode] = useState('')
  const [empty, setEmpty] = useState(false)

  if (applied)
    return (
      <Applied data-testid="discount-applied">
        <span role="status">{t.saving(applied.code, formatCurrencyString(applied.discount))}</span>
        <Remove type="button" onClick={onRemove}>
          {t.remove(applied.code)}
        </Remove>
      </Applied>
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = code.trim()
    setEmpty(!typed)
    if (typed) onApply(typed)
  }
  const shown = open || Boolean(error)
  return (
    <Wrap>
      <Toggle type="button" aria-expanded={shown} onClick={() => setOpen(!shown)}>
        {t.toggle}
      </Toggle>
      <Form $open={shown} onSubmit={submit} noValidate data-testid="discount-form">
        <Grow>
          <TextField
            label={t.label}
            name="discountCode"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            dir="ltr"
            error={empty ? t.empty : (error ?? undefined)}
            onChange={(event) => setCode(event.target.value)}
          />
        </Grow>
        <Button type="submit" variant="secondary" loading={checking} loadingLabel={t.checking}>
          {t.apply}
        </Button>
      </Form>
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`

const Toggle = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-size: ${fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
  ${media.md} {
    display: none;
  }
`

const Form = styled.form<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  ${media.md} {
    display: flex;
  }
  /* The button lines up with the input, under the field's label. */
  & > button {
    margin-top: 25px;
  }
`

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`

const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
`

const Remove = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`
