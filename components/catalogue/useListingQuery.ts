import type { FormEvent } from 'react'
import {
  listingQuery,
  withoutFilter,
  type FacetName,
  type Facets,
  type ListingParams,
  type SortKey,
} from '@/lib/catalogue/listing'
import { colourName } from '@/lib/i18n/colourNames'
import { useLocale, useLocalePath, useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { formatPrice } from '@/lib/money'

/** A filter in force, as a link to the same list without it. */
export interface ActiveFilter {
  key: string
  label: string
  href: string
}

export interface ListingQueryOptions {
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
 * The URLs of a list's sort and filter form (docs/product.md §15): where it GETs to, the links that remove each
 * active filter or all of them, and, with JavaScript, the handlers that navigate at once on every change.
 */
export function useListingQuery({
  basePath: englishPath,
  params,
  facets,
  defaultSort,
  show,
  onNavigate,
}: ListingQueryOptions) {
  const t = useMessages(catalogueMessages).listing
  const locale = useLocale()
  const basePath = useLocalePath()(englishPath)
  const href = (next: ListingParams) => `${basePath}${listingQuery(next, defaultSort)}`
  const go = (form: HTMLFormElement | null) => {
    if (form && onNavigate) onNavigate(formHref(form, basePath, defaultSort))
  }
  const active: ActiveFilter[] = [
    ...show.flatMap((facet) =>
      facets[facet]
        .filter((v) => v.selected)
        .map((v) => ({
          key: `${facet}:${v.value}`,
          label: t.filter(t.facets[facet], facet === 'colour' ? colourName(v.label, locale) : v.label),
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

  return {
    action: basePath,
    active,
    clearAllHref: href(withoutFilter(params)),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (!onNavigate) return
      event.preventDefault()
      go(event.currentTarget)
    },
    onChange: (event: FormEvent<HTMLFormElement>) => {
      // Price fields apply on Enter or Apply, not on every keystroke.
      if ((event.target as unknown as HTMLInputElement).type !== 'number') go(event.currentTarget)
    },
  }
}
