import { styled } from 'styled-components'
import { variantLabel } from '@/lib/catalogue/variants'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { formatCurrencyString } from '@/lib/money'
import type { CartEntry } from '@/lib/store/cart/types'
import { Button } from '../ui/Button'
import { fontSizes } from '../ui/theme'

export interface CartPanelLineProps {
  line: CartEntry
  onRemove: (id: string) => void
}

/** One line of the bag panel: image, name, price, description, QTY and Remove (docs/product.md §2). */
export function CartPanelLine({ line, onRemove }: CartPanelLineProps) {
  const t = useMessages(cartMessages).line
  // Two sizes of one product are two lines: the label tells them apart, also to screen readers (§16).
  const label = variantLabel(line, useLocale())
  const fullName = label ? `${line.name} (${label})` : line.name
  return (
    <Row>
      {line.image ? (
        <Thumb src={line.image} srcSet={line.imageSrcSet} sizes="80px" alt="" width={80} height={100} loading="lazy" />
      ) : (
        <ThumbPlaceholder aria-hidden="true" />
      )}
      <Details>
        <Name>{line.name}</Name>
        {label ? <Variant>{label}</Variant> : null}
        <Price>{formatCurrencyString(line.price)}</Price>
        {line.description ? <Description>{line.description}</Description> : null}
        <Quantity>{t.quantity(line.quantity)}</Quantity>
      </Details>
      <Button variant="ghost" onClick={() => onRemove(line.id)} aria-label={t.removeNamed(fullName)}>
        {t.remove}
      </Button>
    </Row>
  )
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 80px 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`

const Thumb = styled.img`
  width: 80px;
  height: 100px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`

const ThumbPlaceholder = styled.div`
  width: 80px;
  height: 100px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`

const Details = styled.div`
  min-width: 0;
`

const Name = styled.p`
  margin: 0;
  font-weight: 600;
`

const Variant = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Price = styled.p`
  margin: 0;
`

const Description = styled.p`
  margin: 4px 0;
  font-size: ${fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`

const Quantity = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
`
