import { useEffect, useState } from 'react'
import { styled } from 'styled-components'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { Pagination } from '@/components/catalogue/Pagination'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { PageContainer } from '@/components/layout/PageShell'
import { PAGE_SWITCH_DELAY_MS } from '@/lib/constants'
import { delay } from '@/lib/delay'
import { routes } from '@/lib/routes'
import type { Data } from './+data'

export default function ProductsPage() {
  const { products, page, pageCount, total } = useData<Data>()
  const [fading, setFading] = useState(false)
  // The new page's data has arrived: show it (the grid fades back in).
  useEffect(() => setFading(false), [page])

  async function switchPage(_target: number, href: string) {
    setFading(true)
    await delay(PAGE_SWITCH_DELAY_MS)
    await navigate(href)
  }

  return (
    <PageContainer>
      <Heading>
        <h1>All Products</h1>
        <p>
          {total} products · page {page} of {pageCount}
        </p>
      </Heading>
      <ProductGrid
        products={products}
        label="Products"
        fading={fading}
        priorityCount={4}
        emptyText="No products found."
      />
      <Pagination page={page} pageCount={pageCount} hrefFor={routes.productsPage} onNavigate={switchPage} />
    </PageContainer>
  )
}

const Heading = styled.div`
  margin-bottom: ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`
