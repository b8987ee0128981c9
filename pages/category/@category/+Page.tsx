import { styled } from 'styled-components'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ListingControls } from '@/components/catalogue/ListingControls'
import { Pagination } from '@/components/catalogue/Pagination'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { PageContainer } from '@/components/layout/PageShell'
import { choiceQuery, listingQuery } from '@/lib/catalogue/listing'
import { useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import type { Data } from './+data'

export default function CategoryPage() {
  const { title, products, params, facets, page, pageCount, refined, categoryTotal } = useData<Data>()
  const { urlPathname } = usePageContext()
  const t = useMessages(catalogueMessages)
  const heading = t.category.heading(title)
  return (
    <PageContainer>
      <Heading>{heading}</Heading>
      {categoryTotal > 0 ? (
        <ListingControls
          basePath={urlPathname}
          params={params}
          facets={facets}
          defaultSort="newest"
          show={['size', 'colour']}
          onNavigate={(href) => void navigate(href, { keepScrollPosition: true })}
        />
      ) : null}
      <ProductGrid
        products={products}
        label={heading}
        emptyText={refined ? t.grid.noMatches : t.category.empty}
        priorityCount={4}
        cardHeadingLevel={2}
        linkQuery={choiceQuery(params)}
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => `${urlPathname}${listingQuery({ ...params, page: n }, 'newest')}`}
      />
    </PageContainer>
  )
}

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
`
