import { styled } from 'styled-components'
import { variantLabel } from '@/lib/catalogue/variants'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { formatCurrencyString } from '@/lib/money'
import type { CartEntry } from '@/lib/store/cart/types'
import { fontSizes, media } from '../ui/theme'
import { Button } from '../ui/Button'
import { ProductLineName, ProductLineVariant } from '../catalogue/ProductLineName'
import { QuantitySelector } from './QuantitySelector'

export interface CartLineProps {
  line: CartEntry
  onSetQuantity: (id: string, quantity: number) => void
  onIncrement: (id: string) => void
  onDecrement: (id: string) => void
  onRemove: (id: string) => void
}

/** One line of the cart page: image (links to the product), name, quantity selector, Remove and price. */
export function CartLine({ line, onSetQuantity, onIncrement, onDecrement, onRemove }: CartLineProps) {
  const t = useMessages(cartMessages).line
  const routes = useRoutes()
  // Two sizes of one product are two lines: the label tells them apart, also to screen readers (§16).
  const label = variantLabel(line, useLocale())
  const fullName = label ? `${line.name} (${label})` : line.name
  const href = line.slug ? routes.product(line.slug) : undefined
  const image = line.image ? (
    <Thumb src={line.image} srcSet={line.imageSrcSet} sizes="96px" alt="" width={96} height={120} loading="lazy" />
  ) : (
    <ThumbPlaceholder aria-hidden="true" />
  )
  return (
    <Row data-testid="cart-line">
      {href ? (
        <a href={href} aria-label={line.name} tabIndex={-1}>
          {image}
        </a>
      ) : (
        image
      )}
      <Details>
        <ProductLineName>{href ? <a href={href}>{line.name}</a> : line.name}</ProductLineName>
        {label ? <ProductLineVariant data-testid="cart-line-variant">{label}</ProductLineVariant> : null}
        <UnitPrice>{t.each(formatCurrencyString(line.price))}</UnitPrice>
        <QuantitySelector
          name={fullName}
          quantity={line.quantity}
          onSetQuantity={(q) => onSetQuantity(line.id, q)}
          onIncrement={() => onIncrement(line.id)}
          onDecrement={() => onDecrement(line.id)}
        />
        <Button variant="ghost" onClick={() => onRemove(line.id)} aria-label={t.removeNamed(fullName)}>
          {t.remove}
        </Button>
      </Details>
      <LinePrice data-testid="cart-line-price">{formatCurrencyString(line.value)}</LinePrice>
    </Row>
  )
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  ${media.md} {
    grid-template-columns: 96px 1fr auto;
  }
`

const Thumb = styled.img`
  display: block;
  width: 96px;
  height: 120px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`

const ThumbPlaceholder = styled.div`
  width: 96px;
  height: 120px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`

const UnitPrice = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const LinePrice = styled.p`
  grid-column: 2;
  margin: 0;
  font-weight: 600;
  font-size: ${fontSizes.lg};
  ${media.md} {
    grid-column: 3;
    text-align: end;
  }
`
