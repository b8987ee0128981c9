import { styled } from 'styled-components'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { ListingControls } from '@/components/catalogue/ListingControls'
import { Pagination } from '@/components/catalogue/Pagination'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { PageContainer } from '@/components/layout/PageShell'
import { choiceQuery, listingQuery } from '@/lib/catalogue/listing'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { fontSizes } from '@/components/ui/theme'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import type { Data } from './+data'

export default function CategoryPage() {
  const { urlPathname, data } = usePageContext()
  const { title, products, params, facets, page, pageCount, refined, total, categoryTotal } = data as Data
  const t = useMessages(catalogueMessages)
  const routes = useRoutes()
  return (
    <PageContainer>
      {/* The category's name, where it sits in the shop and how much it holds (issue 36, walk #15). */}
      <Breadcrumb aria-label={t.category.breadcrumb}>
        <ol>
          <li>
            <a href={routes.home}>{t.category.home}</a>
          </li>
          <li>
            <a href={routes.products}>{t.products.heading}</a>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </Breadcrumb>
      <Heading>
        <h1>{t.category.heading(title)}</h1>
        {categoryTotal > 0 ? <p>{refined ? t.products.matches(total) : t.products.count(total)}</p> : null}
      </Heading>
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
        label={t.category.label(title)}
        emptyText={refined ? t.grid.noMatches : t.category.empty}
        priorityCount={4}
        hydrateWhenVisibleFrom={4}
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

const Breadcrumb = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '/';
    margin-inline-end: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

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
