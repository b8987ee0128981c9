import { X } from 'lucide-react'
import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { fontSizes } from '../ui/theme'
import type { ActiveFilter } from './useListingQuery'

/** The filters in force, each a link that removes it, then "Clear all" (docs/product.md §15); nothing when none. */
export function ActiveFilters({ filters, clearAllHref }: { filters: ActiveFilter[]; clearAllHref: string }) {
  const t = useMessages(catalogueMessages).listing
  if (filters.length === 0) return null
  return (
    <Active aria-label={t.activeFilters}>
      {filters.map((a) => (
        <li key={a.key}>
          <Chip href={a.href} aria-label={t.remove(a.label)}>
            {a.label} <X size={14} aria-hidden="true" />
          </Chip>
        </li>
      ))}
      <li>
        <ClearAll href={clearAllHref}>{t.clearAll}</ClearAll>
      </li>
    </Active>
  )
}

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
