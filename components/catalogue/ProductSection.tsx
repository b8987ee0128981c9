import { useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import type { ProductCardData } from '@/lib/catalogue/views'
import { ProductGrid } from './ProductGrid'
import { fontSizes } from '../ui/theme'

export interface ProductSectionProps {
  title: string
  products: ProductCardData[]
  /** E.g. a See All link, shown next to the heading. */
  action?: ReactNode
  loading?: boolean
  emptyText?: string
}

/** A headed product grid (the home page's Newest Additions and Featured Products). */
export function ProductSection({ title, products, action, loading, emptyText }: ProductSectionProps) {
  // Not derived from the title: an Arabic title has no Latin letters to make an id of.
  const id = useId()
  return (
    <Section aria-labelledby={id}>
      <Header>
        <h2 id={id}>{title}</h2>
        {action}
      </Header>
      <ProductGrid
        products={products}
        label={title}
        loading={loading}
        skeletonCount={products.length || 4}
        emptyText={emptyText}
      />
    </Section>
  )
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(16)};
`

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0;
    font-size: ${fontSizes.section};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    white-space: nowrap;
  }
`
