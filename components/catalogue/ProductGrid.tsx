import { memo } from 'react'
import { styled } from 'styled-components'
import { media } from '../ui/theme'
import { PAGE_SWITCH_DELAY_MS } from '@/lib/constants'
import type { ProductCardData } from '@/lib/catalogue/views'
import { useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { ListItemHydratedWhenVisible } from '@/lib/react/HydrateWhenVisible'
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from './ProductCard'

export interface ProductGridProps {
  products: ProductCardData[]
  /** Accessible name of the list, e.g. the section heading. */
  label: string
  /** Shown instead of the grid when there are no products ("No products found." by default). */
  emptyText?: string
  /** Shows placeholder cards (e.g. while a page switch loads). */
  loading?: boolean
  /** How many cards to show while loading. */
  skeletonCount?: number
  /** Eager-load the first N images (above the fold); the first one is the likely LCP and gets high priority. */
  priorityCount?: number
  /** Fades the grid out (page switch). */
  fading?: boolean
  /** Added to every product link (see ProductCard). */
  linkQuery?: string
  /** See ProductCard: 2 when the grid sits straight under the page's h1, so no heading level is skipped. */
  cardHeadingLevel?: 2 | 3
  /**
   * On a page's first load, the cards from this index on hydrate only when they near the screen (a card is one link,
   * which works before it hydrates): a listing's grid below the first screen costs a phone nothing at load (issue 40,
   * docs/performance.md). Unset: every card hydrates with the page.
   */
  hydrateWhenVisibleFrom?: number
}

export function ProductGrid({
  products,
  label,
  emptyText,
  loading = false,
  skeletonCount = 4,
  priorityCount = 0,
  fading = false,
  linkQuery,
  cardHeadingLevel,
  hydrateWhenVisibleFrom = Infinity,
}: ProductGridProps) {
  const t = useMessages(catalogueMessages).grid
  if (loading) {
    return (
      <Grid aria-label={label} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </Grid>
    )
  }
  if (products.length === 0) return <Empty>{emptyText ?? t.empty}</Empty>
  return (
    <Grid
      aria-label={label}
      $fading={fading}
      $wideColumns={wideColumns(products.length)}
      aria-busy={fading || undefined}
    >
      {products.map((product, index) => {
        const card: ProductCardProps = {
          product,
          wideOnPhone: index === products.length - 1 && products.length % 2 === 1,
          linkQuery,
          headingLevel: cardHeadingLevel,
          priority: index === 0 && priorityCount > 0 ? true : index < priorityCount ? 'eager' : false,
        }
        return index >= hydrateWhenVisibleFrom ? (
          <CardHydratedWhenVisible key={product._id} {...card} />
        ) : (
          <li key={product._id}>
            <ProductCard {...card} />
          </li>
        )
      })}
    </Grid>
  )
}

/**
 * A card whose hydration waits until it nears the screen. `memo`: the grid renders again on a page switch (`fading`)
 * with the same cards, and a new render reaching a card still waiting would replace its server HTML (see
 * ListItemHydratedWhenVisible); the card's props are the page data's own objects and plain values, so it does not.
 */
const CardHydratedWhenVisible = memo(function CardHydratedWhenVisible(card: ProductCardProps) {
  return (
    <ListItemHydratedWhenVisible>
      <ProductCard {...card} />
    </ListItemHydratedWhenVisible>
  )
})

/**
 * Columns on a wide screen: four, or five for a row of exactly five (the home page's Featured Products), so the fifth
 * card does not sit alone on a second row.
 */
function wideColumns(count: number): number {
  return count === 5 ? 5 : 4
}

const Grid = styled.ul<{ $fading?: boolean; $wideColumns?: number }>`
  /* Two columns on a phone: the odd card out of an odd count takes the whole last row (ProductCard wideOnPhone). */
  & > li:last-child:nth-child(odd) {
    grid-column: 1 / -1;
    ${media.md} {
      grid-column: auto;
    }
  }
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  /* Fades out on a page switch and back in when the next page shows. No fade-in when the grid first appears: the
     first card's image is the listing's LCP, and Chrome counts an element fading in from opacity 0 only once the
     fade has run (docs/performance.md). */
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${PAGE_SWITCH_DELAY_MS}ms ease;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $wideColumns = 4 }) => $wideColumns}, minmax(0, 1fr));
  }
  ${media.reducedMotion} {
    transition: none;
  }
`

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`
