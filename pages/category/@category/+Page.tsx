import { styled } from 'styled-components'
import { useData } from 'vike-react/useData'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { PageContainer } from '@/components/layout/PageShell'
import { categoryHeading, EMPTY_CATEGORY_TEXT } from '@/lib/content/copy'
import type { Data } from './+data'

export default function CategoryPage() {
  const { category, products } = useData<Data>()
  const heading = categoryHeading(category)
  return (
    <PageContainer>
      <Heading>{heading}</Heading>
      <ProductGrid products={products} label={heading} emptyText={EMPTY_CATEGORY_TEXT} priorityCount={4} />
    </PageContainer>
  )
}

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(8)};
`
