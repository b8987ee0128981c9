import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import type { FacetName, Facets, FacetValue, ListingParams } from '@/lib/catalogue/listing'
import { colourName } from '@/lib/i18n/colourNames'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { Button } from '../ui/Button'
import { fontSizes } from '../ui/theme'

interface FilterPanelProps {
  facets: Facets
  /** Which facets to offer, in this order. */
  show: FacetName[]
  params: ListingParams
  /** How many filters are in force: the panel starts open and its summary counts them. */
  activeCount: number
}

/**
 * The folding panel of a list's filters (docs/product.md §15): a group of checkboxes per facet, each value with how
 * many products it would leave (a value that would leave none is disabled), the price range, and Apply.
 */
export function FilterPanel({ facets, show, params, activeCount }: FilterPanelProps) {
  const t = useMessages(catalogueMessages).listing
  return (
    <Filters open={activeCount > 0 || undefined}>
      <Summary>
        <SlidersHorizontal size={18} aria-hidden="true" />
        {activeCount > 0 ? t.filtersCount(activeCount) : t.filters}
        <Chevron size={16} aria-hidden="true" />
      </Summary>
      <Groups>
        {show.map((name) =>
          facets[name].length === 0 ? null : <FacetGroup key={name} name={name} values={facets[name]} />,
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
  )
}

function FacetGroup({ name, values }: { name: FacetName; values: FacetValue[] }) {
  const t = useMessages(catalogueMessages).listing
  const locale = useLocale()
  return (
    <Group>
      <legend>{t.facets[name]}</legend>
      <Values $grid={name === 'size'}>
        {values.map((v) => (
          <Check key={v.value} $disabled={v.count === 0 && !v.selected}>
            <input
              type="checkbox"
              name={name}
              value={v.value}
              defaultChecked={v.selected}
              key={`${v.value}:${v.selected}`}
              disabled={v.count === 0 && !v.selected}
            />
            <span>
              {name === 'colour' ? colourName(v.label, locale) : v.label} <Count>({v.count})</Count>
            </span>
          </Check>
        ))}
      </Values>
    </Group>
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
