import { useEffect, useState } from 'react'
import { styled } from 'styled-components'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { ListingControls } from '@/components/catalogue/ListingControls'
import { Pagination } from '@/components/catalogue/Pagination'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { PageContainer } from '@/components/layout/PageShell'
import { choiceQuery, listingQuery } from '@/lib/catalogue/listing'
import { PAGE_SWITCH_DELAY_MS } from '@/lib/constants'
import { delay } from '@/lib/delay'
import { useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { routes } from '@/lib/routes'
import type { Data } from './+data'

export default function ProductsPage() {
  const { products, page, pageCount, total, params, facets, refined } = usePageContext().data as Data
  const t = useMessages(catalogueMessages)
  const [fading, setFading] = useState(false)
  // The new page's data has arrived: show it (the grid fades back in).
  useEffect(() => setFading(false), [page, params])

  async function switchPage(_target: number, href: string) {
    setFading(true)
    await delay(PAGE_SWITCH_DELAY_MS)
    await navigate(href)
  }

  return (
    <PageContainer>
      <Heading>
        <h1>{t.products.heading}</h1>
        <p>
          {refined ? t.products.matches(total) : t.products.count(total)} · {t.products.pageOf(page, pageCount)}
        </p>
      </Heading>
      <ListingControls
        basePath={routes.products}
        params={params}
        facets={facets}
        defaultSort="newest"
        show={['category', 'size', 'colour']}
        onNavigate={(href) => void navigate(href, { keepScrollPosition: true })}
      />
      <ProductGrid
        products={products}
        label={t.products.label}
        fading={fading}
        priorityCount={4}
        hydrateWhenVisibleFrom={4}
        cardHeadingLevel={2}
        linkQuery={choiceQuery(params)}
        emptyText={refined ? t.grid.noMatches : t.grid.empty}
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => `${routes.products}${listingQuery({ ...params, page: n }, 'newest')}`}
        onNavigate={switchPage}
      />
    </PageContainer>
  )
}

const Heading = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`
