import { ChevronDown, SlidersHorizontal, X } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import { styled } from 'styled-components'
import {
  listingQuery,
  SORT_KEYS,
  withoutFilter,
  type FacetName,
  type Facets,
  type ListingParams,
  type SortKey,
} from '@/lib/catalogue/listing'
import { useLocalePath, useMessages } from '@/lib/i18n/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { formatPrice } from '@/lib/money'
import { Button } from '../ui/Button'
import { fontSizes } from '../ui/theme'

export interface ListingControlsProps {
  /** The list's own path in English: `/products`, `/category/women`, `/search` (its links follow the page's language). */
  basePath: string
  params: ListingParams
  facets: Facets
  defaultSort: SortKey
  /** Which facets this list offers (a category page has no category filter). */
  show: FacetName[]
  /**
   * With JavaScript: go to a list URL by client navigation (keeping the scroll position). Without it, the form's
   * GET and the links do the same by themselves.
   */
  onNavigate?: (href: string) => void
}

const FORM_ID = 'listing-form'

/** The URL a list's form would GET, in canonical order (what the server redirects a plain GET to). */
function formHref(form: HTMLFormElement, basePath: string, defaultSort: SortKey): string {
  const data = new FormData(form)
  // Every field here is text; a File (impossible from these inputs) would read as empty.
  const text = (key: string, fallback = '') => {
    const value = data.get(key)
    return typeof value === 'string' ? value : fallback
  }
  const all = (key: string) => data.getAll(key).filter((value) => typeof value === 'string')
  const money = (key: string) => {
    const value = text(key).trim()
    return /^\d{1,6}(\.\d{1,2})?$/.test(value) ? Number(value) : null
  }
  const sort = text('sort', defaultSort) as SortKey
  return `${basePath}${listingQuery(
    {
      q: text('q'),
      category: all('category'),
      size: all('size'),
      colour: all('colour'),
      min: money('min'),
      max: money('max'),
      sort,
      page: 1,
    },
    defaultSort,
  )}`
}

/**
 * Sort and filters of a product list (docs/product.md §15): one GET form, so it works without JavaScript (Apply),
 * and with JavaScript every change navigates at once. Each value shows how many products it would leave; the
 * active filters are listed as links that remove them, with "Clear all".
 */
export function ListingControls({
  basePath: englishPath,
  params,
  facets,
  defaultSort,
  show,
  onNavigate,
}: ListingControlsProps) {
  const t = useMessages(catalogueMessages).listing
  const basePath = useLocalePath()(englishPath)
  const sortLabels: Record<SortKey, string> = {
    relevance: t.sort.relevance,
    newest: t.sort.newest,
    'price-asc': t.sort.priceLowToHigh,
    'price-desc': t.sort.priceHighToLow,
  }
  const go = (form: HTMLFormElement | null) => {
    if (form && onNavigate) onNavigate(formHref(form, basePath, defaultSort))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onNavigate) return
    event.preventDefault()
    go(event.currentTarget)
  }
  const href = (next: ListingParams) => `${basePath}${listingQuery(next, defaultSort)}`
  const active: Array<{ key: string; label: string; href: string }> = [
    ...show.flatMap((facet) =>
      facets[facet]
        .filter((v) => v.selected)
        .map((v) => ({
          key: `${facet}:${v.value}`,
          label: t.filter(t.facets[facet], v.label),
          href: href(withoutFilter(params, facet, v.value)),
        })),
    ),
    ...(params.min !== null || params.max !== null
      ? [
          {
            key: 'price',
            label: t.price(
              params.min !== null ? formatPrice(params.min) : '$0',
              params.max !== null ? formatPrice(params.max) : t.anyPrice,
            ),
            href: href(withoutFilter(params, 'price')),
          },
        ]
      : []),
  ]
  const sortKeys = SORT_KEYS.filter((key) => key !== 'relevance' || defaultSort === 'relevance')

  return (
    <Form
      id={FORM_ID}
      method="get"
      action={basePath}
      aria-label={t.form}
      onSubmit={submit}
      onChange={(event) => {
        // Price fields apply on Enter or Apply, not on every keystroke.
        if ((event.target as unknown as HTMLInputElement).type !== 'number') go(event.currentTarget)
      }}
    >
      {params.q ? <input type="hidden" name="q" value={params.q} /> : null}
      <Bar>
        <SortLabel>
          {t.sortBy}
          <select name="sort" defaultValue={params.sort} key={params.sort}>
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {sortLabels[key]}
              </option>
            ))}
          </select>
        </SortLabel>
        {active.length > 0 ? (
          <Active aria-label={t.activeFilters}>
            {active.map((a) => (
              <li key={a.key}>
                <Chip href={a.href} aria-label={t.remove(a.label)}>
                  {a.label} <X size={14} aria-hidden="true" />
                </Chip>
              </li>
            ))}
            <li>
              <ClearAll href={href(withoutFilter(params))}>{t.clearAll}</ClearAll>
            </li>
          </Active>
        ) : null}
      </Bar>
      <Filters open={active.length > 0 || undefined}>
        <Summary>
          <SlidersHorizontal size={18} aria-hidden="true" />
          {active.length > 0 ? t.filtersCount(active.length) : t.filters}
          <Chevron size={16} aria-hidden="true" />
        </Summary>
        <Groups>
          {show.map((facet) =>
            facets[facet].length === 0 ? null : (
              <Group key={facet}>
                <legend>{t.facets[facet]}</legend>
                <Values $grid={facet === 'size'}>
                  {facets[facet].map((v) => (
                    <Check key={v.value} $disabled={v.count === 0 && !v.selected}>
                      <input
                        type="checkbox"
                        name={facet}
                        value={v.value}
                        defaultChecked={v.selected}
                        key={`${v.value}:${v.selected}`}
                        disabled={v.count === 0 && !v.selected}
                      />
                      <span>
                        {v.label} <Count>({v.count})</Count>
                      </span>
                    </Check>
                  ))}
                </Values>
              </Group>
            ),
          )}
          <Group>
            <legend>{t.priceRange}</legend>
            <PriceRow>
              <PriceField label={t.min} name="min" value={params.min} />
              <PriceField label={t.max} name="max" value={params.max} />
            </PriceRow>
          </Group>
          <Button type="submit" variant="secondary">
            {t.apply}
          </Button>
        </Groups>
      </Filters>
    </Form>
  )
}

function PriceField({ label, name, value }: { label: string; name: string; value: number | null }): ReactNode {
  return (
    <PriceLabel>
      {label}
      <input
        type="number"
        name={name}
        min={0}
        step="any"
        inputMode="decimal"
        defaultValue={value ?? ''}
        key={String(value)}
      />
    </PriceLabel>
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

const Active = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${fontSizes.sm};
  text-decoration: none;
`

const ClearAll = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`

/** Closed, a button-sized control (icon, label, chevron); open, the panel of filters across the listing. */
const Filters = styled.details`
  align-self: flex-start;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  &[open] {
    align-self: stretch;
    border-color: ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`

const Chevron = styled(ChevronDown)`
  transition: transform 150ms ease;
  details[open] & {
    transform: rotate(180deg);
  }
`

const Summary = styled.summary`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
`

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    align-items: start;
  }
  button {
    justify-self: start;
  }
`

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`

const Values = styled.div<{ $grid: boolean }>`
  display: ${({ $grid }) => ($grid ? 'grid' : 'flex')};
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-height: 240px;
  overflow-y: auto;
`

const Check = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.inkMuted : theme.colors.ink)};
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`

const Count = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`

const PriceRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`

const PriceLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: ${fontSizes.sm};
  input {
    width: 96px;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`
