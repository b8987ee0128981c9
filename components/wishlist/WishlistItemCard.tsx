import { ShoppingBag, Trash2 } from 'lucide-react'
import { styled } from 'styled-components'
import { variantLabel } from '@/lib/catalogue/variants'
import { nameWithVariant } from '@/lib/catalogue/variantName'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'
import { formatPrice } from '@/lib/money'
import type { WishlistItem } from '@/lib/store/wishlist'
import { ProductLineName, ProductLineVariant } from '../catalogue/ProductLineName'
import { Button } from '../ui/Button'
import { fontSizes, media, theme } from '../ui/theme'

export interface WishlistItemCardProps {
  item: WishlistItem
  onRemove: (item: WishlistItem) => void
  onAddToCart: (item: WishlistItem) => void
  /** The remembered size or colour has no units left now (docs/product.md §4.3). */
  soldOut?: boolean
  /** An add is under way (the sizes and colours are being looked up). */
  busy?: boolean
}

/**
 * One wishlist entry: image, name, price, remove and add-to-cart (docs/product.md §2.12). A product with sizes or
 * colours shows the one remembered from its page; without one, Add to cart asks for it (§4.3).
 */
export function WishlistItemCard({ item, onRemove, onAddToCart, soldOut, busy }: WishlistItemCardProps) {
  const t = useMessages(wishlistMessages)
  const locale = useLocale()
  const routes = useRoutes()
  const label = item.variant ? variantLabel(item.variant, locale) : ''
  // The name with its variant, as bag lines name it: `Classic Nidha Abaya (Size 56 · Black)`.
  const name = nameWithVariant(item.name, item.variant, locale)
  return (
    <Card aria-label={name}>
      <ImageLink href={routes.product(item.slug)} tabIndex={-1} aria-hidden="true">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            srcSet={item.imageSrcSet}
            sizes={`(min-width: ${theme.breakpoints.md}) 120px, 96px`}
            alt=""
            width={120}
            height={150}
            loading="lazy"
          />
        ) : null}
      </ImageLink>
      <Body>
        <ProductLineName>
          <a href={routes.product(item.slug)}>{item.name}</a>
        </ProductLineName>
        {label ? (
          <ProductLineVariant>
            {label}
            {soldOut ? <SoldOut> · {t.soldOutNote}</SoldOut> : null}
          </ProductLineVariant>
        ) : null}
        <Price>{formatPrice(item.variant?.price ?? item.price)}</Price>
        {item.description ? <Description>{item.description}</Description> : null}
        <Actions>
          <Button
            variant="primary"
            onClick={() => onAddToCart(item)}
            disabled={busy}
            aria-label={t.item.addNamed(name)}
          >
            <ShoppingBag size={18} aria-hidden="true" /> {t.item.addToCart}
          </Button>
          <Button variant="ghost" onClick={() => onRemove(item)} aria-label={t.item.removeNamed(item.name)}>
            <Trash2 size={18} aria-hidden="true" /> {t.item.remove}
          </Button>
        </Actions>
      </Body>
    </Card>
  )
}

const Card = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  ${media.md} {
    grid-template-columns: 120px 1fr;
  }
`

const ImageLink = styled.a`
  display: block;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`

const SoldOut = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

const Price = styled.p`
  margin: 0;
  font-weight: 600;
`

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.md};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`
