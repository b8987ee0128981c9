import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { ListingControls } from '@/components/catalogue/ListingControls'
import { Pagination } from '@/components/catalogue/Pagination'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { SearchResultsHeader, SearchEmptyState } from '@/components/search/SearchResults'
import { PageContainer } from '@/components/layout/PageShell'
import { choiceQuery, listingQuery } from '@/lib/catalogue/listing'
import { useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { searchMessages } from '@/lib/i18n/messages/search'
import { routes } from '@/lib/routes'
import type { Data } from './+data'

export default function SearchPage() {
  const { query, products, params, facets, total, page, pageCount, refined } = usePageContext().data as Data
  const found = total > 0 || refined
  const t = useMessages(searchMessages).page
  const grid = useMessages(catalogueMessages).grid
  return (
    <PageContainer>
      <SearchResultsHeader query={query} total={total} onSearch={(href) => void navigate(href)} />
      {query && found ? (
        <ListingControls
          basePath={routes.search()}
          params={params}
          facets={facets}
          defaultSort="relevance"
          show={['category', 'size', 'colour']}
          onNavigate={(href) => void navigate(href, { keepScrollPosition: true })}
        />
      ) : null}
      {found ? (
        <>
          <ProductGrid
            products={products}
            label={t.results}
            priorityCount={4}
            cardHeadingLevel={2}
            linkQuery={choiceQuery(params)}
            emptyText={grid.noMatches}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => `${routes.search()}${listingQuery({ ...params, page: n }, 'relevance')}`}
          />
        </>
      ) : (
        <SearchEmptyState query={query} />
      )}
    </PageContainer>
  )
}
