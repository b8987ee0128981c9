import { styled } from 'styled-components'
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
}

/** A product in a grid: image, name, category and price, all one link to the product page. */
export function ProductCard({ product, priority = false, linkQuery = '', headingLevel = 3 }: ProductCardProps) {
  const routes = useRoutes()
  return (
    <Card>
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

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`

const CardLink = styled.a`
  color: inherit;
  text-decoration: none;
  display: flex;
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
