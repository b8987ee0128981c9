import { styled } from 'styled-components'
import { variantLabel } from '@/lib/catalogue/variants'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { formatCurrencyString } from '@/lib/money'
import type { CartEntry } from '@/lib/store/cart/types'
import { Button } from '../ui/Button'
import { fontSizes } from '../ui/theme'
import { QuantitySelector } from './QuantitySelector'

export interface CartPanelLineProps {
  line: CartEntry
  onRemove: (id: string) => void
  /** The quantity control's three ways; without them the line shows no control (a read-only bag). */
  onSetQuantity?: (id: string, quantity: number) => void
  onIncrement?: (id: string) => void
  onDecrement?: (id: string) => void
}

/**
 * One line of the bag panel (docs/product.md §2.5): image, name and unit price on one row, the variant, then the
 * quantity control and Remove side by side. No description: the panel is for checking and changing the bag, and the
 * room goes to the control (issue 36, walk #27).
 */
export function CartPanelLine({ line, onRemove, onSetQuantity, onIncrement, onDecrement }: CartPanelLineProps) {
  const t = useMessages(cartMessages).line
  // Two sizes of one product are two lines: the label tells them apart, also to screen readers (§16).
  const label = variantLabel(line, useLocale())
  const fullName = label ? `${line.name} (${label})` : line.name
  return (
    <Row data-testid="bag-line">
      {line.image ? (
        <Thumb src={line.image} srcSet={line.imageSrcSet} sizes="72px" alt="" width={72} height={90} loading="lazy" />
      ) : (
        <ThumbPlaceholder aria-hidden="true" />
      )}
      <Details>
        <Top>
          <Name>{line.name}</Name>
          <Price>{formatCurrencyString(line.price)}</Price>
        </Top>
        {label ? <Variant>{label}</Variant> : null}
        <Actions>
          {onSetQuantity && onIncrement && onDecrement ? (
            <QuantitySelector
              name={fullName}
              quantity={line.quantity}
              onSetQuantity={(quantity) => onSetQuantity(line.id, quantity)}
              onIncrement={() => onIncrement(line.id)}
              onDecrement={() => onDecrement(line.id)}
            />
          ) : null}
          <Remove variant="ghost" onClick={() => onRemove(line.id)} aria-label={t.removeNamed(fullName)}>
            {t.remove}
          </Remove>
        </Actions>
      </Details>
    </Row>
  )
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`

const Thumb = styled.img`
  display: block;
  width: 72px;
  height: 90px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`

const ThumbPlaceholder = styled.div`
  width: 72px;
  height: 90px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`

const Name = styled.p`
  margin: 0;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`

const Price = styled.p`
  margin: 0;
  white-space: nowrap;
  font-variant-numeric: lining-nums tabular-nums;
`

const Variant = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`

/** Pulled to the line's end, flush with the price above it: the ghost button's padding would indent it. */
const Remove = styled(Button)`
  margin-inline-end: -${({ theme }) => theme.space(2)};
`
