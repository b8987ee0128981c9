import { css, styled } from 'styled-components'
import type { ProductCardData } from '@/lib/catalogue/views'
import { formatPrice } from '@/lib/money'
import { useRoutes } from '@/lib/react/LocaleContext'
import { ProductImage } from './ProductImage'
import { fontSizes } from '../ui/theme'

export interface ProductCardProps {
  product: ProductCardData
  /** See ProductImage: `true` for the likely LCP card, `'eager'` for the rest of the first row. */
  priority?: boolean | 'eager'
  /** Added to the product link, e.g. `?size=56` so a list filtered by size opens the product in that size (§15). */
  linkQuery?: string
  /** The name's heading level: 3 under a section's h2 (the home page), 2 straight under a page's h1 (listings). */
  headingLevel?: 2 | 3
  /**
   * Below 768 px the card takes a grid's whole row, its image beside its name: the odd card out of a two-column grid
   * (the home page's five Featured Products) then reads as a feature, not a leftover (issue 36).
   */
  wideOnPhone?: boolean
}

/** A product in a grid: image, name, category and price, all one link to the product page. */
export function ProductCard({
  product,
  priority = false,
  linkQuery = '',
  headingLevel = 3,
  wideOnPhone = false,
}: ProductCardProps) {
  const routes = useRoutes()
  return (
    <Card $wideOnPhone={wideOnPhone}>
      <CardLink href={`${routes.product(product.slug)}${linkQuery}`}>
        <Frame>
          {product.image ? <ProductImage image={product.image} priority={priority} /> : <NoImage aria-hidden="true" />}
        </Frame>
        <Name as={headingLevel === 2 ? 'h2' : 'h3'}>{product.title}</Name>
      </CardLink>
      <Meta>
        <span>{product.categoryName}</span>
        <Price>{formatPrice(product.price)}</Price>
      </Meta>
    </Card>
  )
}

/** A grey stand-in with the card's shape, for loading states. */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Frame>
        <NoImage />
      </Frame>
      <Bar $width="70%" />
      <Bar $width="40%" />
    </Card>
  )
}

/** As tall as its grid cell, the name under the image and the price at the bottom: a row's prices line up. */
const Card = styled.article<{ $wideOnPhone?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  height: 100%;
  ${({ $wideOnPhone, theme }) =>
    $wideOnPhone &&
    css`
      @media (max-width: calc(${theme.breakpoints.md} - 0.02px)) {
        & > a {
          flex-direction: row;
          align-items: flex-start;
          gap: ${theme.space(4)};
        }
        & > a > :first-child {
          flex: 0 0 calc(50% - ${theme.space(2)});
        }
      }
    `}
`

const CardLink = styled.a`
  color: inherit;
  text-decoration: none;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  &:hover img {
    transform: scale(1.03);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`

const Frame = styled.div`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sand};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 300ms ease;
  }
`

const NoImage = styled.div`
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.sand};
`

const Name = styled.h3`
  margin: 0;
  font-size: ${fontSizes.base};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 600;
`

const Meta = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.sm};
`

const Price = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`

const Bar = styled.div<{ $width: string }>`
  height: 14px;
  width: ${({ $width }) => $width};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`
