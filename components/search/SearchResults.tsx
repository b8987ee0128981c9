import { styled } from 'styled-components'
import { CATEGORIES } from '@/lib/constants'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { searchMessages } from '@/lib/i18n/messages/search'
import { ButtonLink } from '../ui/Button'
import { fontSizes } from '../ui/theme'

export interface SearchResultsHeaderProps {
  query: string
  total: number
  /** With JavaScript: search by client navigation; without it the form GETs /search by itself. */
  onSearch?: (href: string) => void
}

/**
 * The search page's heading: what was searched and how many products were found, and a field to search again —
 * below 1024 px only, where the header has just a link here (docs/product.md §15); from 1024 px the header's own
 * field, which holds the same query, is the one to use, not a second box beside it (issue 36, walk #23).
 */
export function SearchResultsHeader({ query, total, onSearch }: SearchResultsHeaderProps) {
  const t = useMessages(searchMessages).page
  const routes = useRoutes()
  return (
    <Heading>
      <Again
        role="search"
        aria-label={t.again}
        action={routes.search()}
        method="get"
        onSubmit={(event) => {
          if (!onSearch) return
          event.preventDefault()
          const q = new FormData(event.currentTarget).get('q')
          onSearch(routes.search(typeof q === 'string' ? q.trim() : ''))
        }}
      >
        <label>
          <span>{t.again}</span>
          <input type="search" name="q" defaultValue={query} key={query} maxLength={100} />
        </label>
        <ButtonLikeSubmit type="submit">{t.submit}</ButtonLikeSubmit>
      </Again>
      <h1>{t.heading(query)}</h1>
      {query ? <p role="status">{t.found(total)}</p> : <p>{t.prompt}</p>}
    </Heading>
  )
}

/** Nothing matched (or nothing was asked): suggests the categories and the whole shop instead. */
export function SearchEmptyState({ query }: { query: string }) {
  const t = useMessages(searchMessages).page
  // The categories are named as the header's links name them.
  const categories = useMessages(navigationMessages).links
  const routes = useRoutes()
  return (
    <Empty>
      {query ? <p>{t.noMatch(query)}</p> : null}
      <Categories aria-label={t.categories}>
        {CATEGORIES.map((c) => (
          <li key={c.slug}>
            <ButtonLink href={routes.category(c.slug)} variant="secondary">
              {categories[c.slug]}
            </ButtonLink>
          </li>
        ))}
        <li>
          <ButtonLink href={routes.products}>{t.allProducts}</ButtonLink>
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

const Again = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  input {
    width: min(360px, 70vw);
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    font-weight: 400;
  }
`

const ButtonLikeSubmit = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentInk};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

const Empty = styled.section`
  padding: ${({ theme }) => theme.space(8)} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${fontSizes.lg};
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
