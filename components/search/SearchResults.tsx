import { styled } from 'styled-components'
import { CATEGORIES } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { ButtonLink } from '../ui/Button'

/** The search page's heading: what was searched and how many products were found (docs/product.md §15). */
export function SearchResultsHeader({ query, total }: { query: string; total: number }) {
  return (
    <Heading>
      <h1>{query ? `Results for “${query}”` : 'Search'}</h1>
      {query ? (
        <p role="status">
          {total} {total === 1 ? 'product' : 'products'} found
        </p>
      ) : (
        <p>Type what you are looking for in the search field, or browse a category.</p>
      )}
    </Heading>
  )
}

/** Nothing matched (or nothing was asked): suggests the categories and the whole shop instead. */
export function SearchEmptyState({ query }: { query: string }) {
  return (
    <Empty>
      {query ? <p>No products match “{query}”. Check the spelling, try a shorter word, or browse a category:</p> : null}
      <Categories aria-label="Categories">
        {CATEGORIES.map((c) => (
          <li key={c.slug}>
            <ButtonLink href={routes.category(c.slug)} variant="secondary">
              {c.title}
            </ButtonLink>
          </li>
        ))}
        <li>
          <ButtonLink href={routes.products}>All products</ButtonLink>
        </li>
      </Categories>
    </Empty>
  )
}

const Heading = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

const Empty = styled.section`
  padding: ${({ theme }) => theme.space(8)} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 18px;
    overflow-wrap: anywhere;
  }
`

const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`
