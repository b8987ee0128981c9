import { Heart } from 'lucide-react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'
import type { WishlistItem } from '@/lib/store/wishlist'
import { ButtonLink, Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { ClearWishlistDialog } from './ClearWishlistDialog'
import { WishlistItemCard } from './WishlistItemCard'
import { fontSizes } from '../ui/theme'

export interface WishlistViewProps {
  items: readonly WishlistItem[]
  /** False until the saved wishlist has been read (after hydration): a loading state until then. */
  restored: boolean
  onRemove: (item: WishlistItem) => void
  onAddToCart: (item: WishlistItem) => void
  onAddAllToCart: () => void
  onClear: () => void
  /** Live units left of remembered variants, by price id (a 0 marks the item sold out). */
  unitsLeft?: Readonly<Record<string, number>>
  /** An add is under way: the add buttons wait. */
  busy?: boolean
}

/** The wishlist page body (docs/product.md §2): items, Add all to cart, Clear Wishlist; an empty state linking to /products. */
export function WishlistView({
  items,
  restored,
  onRemove,
  onAddToCart,
  onAddAllToCart,
  onClear,
  unitsLeft = {},
  busy,
}: WishlistViewProps) {
  const t = useMessages(wishlistMessages)
  const routes = useRoutes()
  return (
    <section aria-labelledby="wishlist-title">
      <Top>
        <Title id="wishlist-title">{t.heading}</Title>
        {restored && items.length > 0 ? (
          <Toolbar>
            <Button onClick={onAddAllToCart} disabled={busy}>
              {t.addAll}
            </Button>
            <ClearWishlistDialog onConfirm={onClear} />
          </Toolbar>
        ) : null}
      </Top>
      {!restored ? (
        <Loading role="status">
          <Spinner label={t.spinner} /> {t.loading}
        </Loading>
      ) : items.length === 0 ? (
        <Empty>
          <Heart size={32} aria-hidden="true" />
          <p>{t.empty}</p>
          <ButtonLink href={routes.products}>{t.browse}</ButtonLink>
        </Empty>
      ) : (
        <List aria-label={t.items}>
          {items.map((item) => (
            <WishlistItemCard
              key={item.price_id}
              item={item}
              onRemove={onRemove}
              onAddToCart={onAddToCart}
              soldOut={item.variant ? unitsLeft[item.variant.price_id] === 0 : false}
              busy={busy}
            />
          ))}
        </List>
      )}
    </section>
  )
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${fontSizes['5xl']};
  font-weight: 600;
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
  p {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`
