import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { RETURN_WINDOW_DAYS, SHIPPING_BUSINESS_DAYS } from '@/lib/constants'
import { useMessages } from '@/lib/react/LocaleContext'
import { productMessages } from '@/lib/i18n/messages/product'
import { formatPrice } from '@/lib/money'
import { fontSizes } from '../ui/theme'

export interface ProductSummaryProps {
  title: string
  price: number
  description: string
  categoryName?: string | null
  /** Under the price: "or 4 interest-free payments of $X with Afterpay" (docs/product.md §10.9), when it applies. */
  instalments?: string | null
  /**
   * What comes between the price and the description: the page's size and colour choice and its buttons, so that on a
   * phone Add To Bag is within the first screen rather than below a long description (docs/product.md §2.8).
   */
  children?: ReactNode
}

/** Title, price, description and the shipping/returns notes of the product page. */
export function ProductSummary({
  title,
  price,
  description,
  categoryName,
  instalments,
  children,
}: ProductSummaryProps) {
  const t = useMessages(productMessages).summary
  return (
    <Summary>
      {categoryName ? <Category>{categoryName}</Category> : null}
      <h1>{title}</h1>
      <Price>{formatPrice(price)}</Price>
      {instalments ? <Instalments data-testid="product-instalments">{instalments}</Instalments> : null}
      {children ? <Choice>{children}</Choice> : null}
      <Description>{description}</Description>
      <Notes>
        <li>{t.ships(SHIPPING_BUSINESS_DAYS)}</li>
        <li>{t.returns(RETURN_WINDOW_DAYS)}</li>
      </Notes>
    </Summary>
  )
}

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    font-size: ${fontSizes.title};
    line-height: 1.1;
  }
`

const Category = styled.p`
  margin: 0;
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: ${fontSizes.xs};
  color: ${({ theme }) => theme.colors.olive};
`

const Price = styled.p`
  margin: 0;
  font-size: ${fontSizes['2xl']};
  font-weight: 600;
`

const Instalments = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin-block: ${({ theme }) => theme.space(2)};
`

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: 1.6;
`

const Notes = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.sm};
`
