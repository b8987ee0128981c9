import { Minus, Plus } from 'lucide-react'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { styled } from 'styled-components'
import { CART_QUANTITY_MIN, CHECKOUT_MAX_QUANTITY } from '@/lib/constants'
import { useMessages } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { fontSizes } from '../ui/theme'

export interface QuantitySelectorProps {
  /** What the quantity is of, for the accessible names ("Quantity of Chiffon Hijab"). */
  name: string
  quantity: number
  /** A whole number from 0; 0 removes the line. */
  onSetQuantity: (quantity: number) => void
  onIncrement: () => void
  onDecrement: () => void
}

/** Parses what was typed; null for anything that is not a whole number in range. */
export function parseQuantity(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value >= CART_QUANTITY_MIN && value <= CHECKOUT_MAX_QUANTITY ? value : null
}

/**
 * Minus, number input, plus (docs/product.md §2 Cart page). A typed value is applied when it is a whole number from 0
 * (0 removes the line); anything else keeps the old quantity and shows a hint instead of reaching the cart.
 */
export function QuantitySelector({ name, quantity, onSetQuantity, onIncrement, onDecrement }: QuantitySelectorProps) {
  const t = useMessages(cartMessages).quantity
  const id = useId()
  const [draft, setDraft] = useState(String(quantity))
  const [invalid, setInvalid] = useState(false)

  useEffect(() => {
    setDraft(String(quantity))
    setInvalid(false)
  }, [quantity])

  function commit() {
    const value = parseQuantity(draft)
    if (value === null) {
      setInvalid(true)
      setDraft(String(quantity))
      return
    }
    setInvalid(false)
    if (value !== quantity) onSetQuantity(value)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit()
  }

  return (
    <Wrap>
      <Controls>
        <StepButton type="button" onClick={onDecrement} aria-label={t.decrease(name)}>
          <Minus size={16} aria-hidden="true" />
        </StepButton>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={CART_QUANTITY_MIN}
          max={CHECKOUT_MAX_QUANTITY}
          step={1}
          value={draft}
          aria-label={t.label(name)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-hint` : undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            const value = parseQuantity(event.target.value)
            // Apply valid numbers as they are typed; an empty field waits for blur (the shopper may still be typing).
            if (value !== null) {
              setInvalid(false)
              if (value !== quantity) onSetQuantity(value)
            } else if (event.target.value !== '') setInvalid(true)
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <StepButton
          type="button"
          onClick={onIncrement}
          disabled={quantity >= CHECKOUT_MAX_QUANTITY}
          aria-label={t.increase(name)}
        >
          <Plus size={16} aria-hidden="true" />
        </StepButton>
      </Controls>
      {invalid ? (
        <Hint id={`${id}-hint`} role="status">
          {t.hint(CART_QUANTITY_MIN, CHECKOUT_MAX_QUANTITY)}
        </Hint>
      ) : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`

const Controls = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  width: max-content;
`

const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.sand};
  }
`

const Input = styled.input`
  width: 52px;
  height: 40px;
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.colors.line};
  text-align: center;
  font: inherit;
  background: transparent;
  color: inherit;
  -moz-appearance: textfield;
  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
  }
`

const Hint = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`
