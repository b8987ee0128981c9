import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { SORT_KEYS, type SortKey } from '@/lib/catalogue/listing'
import { useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { ActiveFilters } from './ActiveFilters'
import { FilterPanel } from './FilterPanel'
import { useListingQuery, type ListingQueryOptions } from './useListingQuery'

/** The list the controls are for: its path, parameters and facet counts (described in useListingQuery.ts). */
export type ListingControlsProps = ListingQueryOptions

const FORM_ID = 'listing-form'

/**
 * Sort and filters of a product list (docs/product.md §15): one GET form, so it works without JavaScript (Apply),
 * and with JavaScript every change navigates at once. Each value shows how many products it would leave; the
 * active filters are listed as links that remove them, with "Clear all".
 */
export function ListingControls(props: ListingControlsProps) {
  const { params, facets, defaultSort, show } = props
  const t = useMessages(catalogueMessages).listing
  const query = useListingQuery(props)

  return (
    <Form
      id={FORM_ID}
      method="get"
      action={query.action}
      aria-label={t.form}
      onSubmit={query.onSubmit}
      onChange={query.onChange}
    >
      {params.q ? <input type="hidden" name="q" value={params.q} /> : null}
      <Bar>
        <SortSelect sort={params.sort} defaultSort={defaultSort} />
        <ActiveFilters filters={query.active} clearAllHref={query.clearAllHref} />
      </Bar>
      <FilterPanel facets={facets} show={show} params={params} activeCount={query.active.length} />
    </Form>
  )
}

/** The list's order; "Best match" only where the list is sorted by it by default (search). */
function SortSelect({ sort, defaultSort }: { sort: SortKey; defaultSort: SortKey }): ReactNode {
  const t = useMessages(catalogueMessages).listing
  const labels: Record<SortKey, string> = {
    relevance: t.sort.relevance,
    newest: t.sort.newest,
    'price-asc': t.sort.priceLowToHigh,
    'price-desc': t.sort.priceHighToLow,
  }
  const keys = SORT_KEYS.filter((key) => key !== 'relevance' || defaultSort === 'relevance')
  return (
    <SortLabel>
      {t.sortBy}
      <select name="sort" defaultValue={sort} key={sort}>
        {keys.map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
    </SortLabel>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-weight: 400;
  }
`
