import { useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import {
  findVariant,
  isOptionAvailable,
  productOptions,
  type VariantOptions,
  type VariantView,
} from '@/lib/catalogue/variants'
import { LOW_STOCK_THRESHOLD } from '@/lib/constants'
import { colourName } from '@/lib/i18n/colourNames'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { productMessages } from '@/lib/i18n/messages/product'
import { visuallyHidden } from '../prose/visuallyHidden'
import { fontSizes } from '../ui/theme'

export interface VariantPickerProps {
  variants: VariantView[]
  choice: VariantOptions
  onChange: (choice: VariantOptions) => void
  /** Under the sizes: the product page's Size guide (docs/product.md §16.7), when its category has one. */
  sizeGuide?: ReactNode
}

/**
 * The size and colour pickers of the product page (docs/product.md §16): one radio group per option, native
 * radios so arrow keys, labels and the checked state work as everywhere. A value that is sold out for the other
 * option already chosen is struck through and announced as sold out, and can still be chosen: the page then offers
 * Notify me for exactly that choice (§16.5). Renders nothing for a product in one version.
 */
export function VariantPicker({ variants, choice, onChange, sizeGuide }: VariantPickerProps) {
  const t = useMessages(productMessages).options
  const { sizes, colours } = productOptions(variants)
  const selected = findVariant(variants, choice)
  // Size first, then colour; an option no variant names gets no group.
  const groups = [
    { option: 'size', legend: t.size, values: sizes },
    { option: 'colour', legend: t.colour, values: colours },
  ] as const
  if (sizes.length === 0 && colours.length === 0) return null
  return (
    <Wrap>
      {groups.map(({ option, legend, values }) =>
        values.length > 0 ? (
          <OptionGroup
            key={option}
            legend={legend}
            option={option}
            values={values}
            variants={variants}
            choice={choice}
            onChange={(value) => onChange({ ...choice, [option]: value })}
            after={option === 'size' ? sizeGuide : undefined}
          />
        ) : null,
      )}
      <Stock role="status" data-testid="variant-stock">
        {selected && selected.available > 0 && selected.available <= LOW_STOCK_THRESHOLD
          ? t.left(selected.available)
          : ''}
      </Stock>
    </Wrap>
  )
}

interface OptionGroupProps {
  legend: string
  option: 'size' | 'colour'
  values: string[]
  variants: VariantView[]
  choice: VariantOptions
  onChange: (value: string) => void
  /** Shown under the values. */
  after?: ReactNode
}

function OptionGroup({ legend, option, values, variants, choice, onChange, after }: OptionGroupProps) {
  const t = useMessages(productMessages).options
  const locale = useLocale()
  const name = useId()
  const current = choice[option]
  // A colour reads in the page's language (`كحلي`); its value stays the English key links and the bag use.
  const shown = (value: string) => (option === 'colour' ? colourName(value, locale) : value)
  return (
    <Fieldset>
      <Legend>
        {legend}
        {current ? <Chosen>: {shown(current)}</Chosen> : null}
      </Legend>
      <Values>
        {values.map((value) => {
          const available = isOptionAvailable(variants, option, value, choice)
          return (
            <Value key={value} $soldOut={!available}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={current === value}
                onChange={() => onChange(value)}
              />
              <span>{shown(value)}</span>
              {available ? null : <Hidden>{` (${t.soldOut})`}</Hidden>}
            </Value>
          )
        })}
      </Values>
      {after}
    </Fieldset>
  )
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 420px;
`

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`

const Chosen = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`

const Value = styled.label<{ $soldOut: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 52px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.inkMuted : theme.colors.ink)};
  text-decoration: ${({ $soldOut }) => ($soldOut ? 'line-through' : 'none')};
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.ink};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Hidden = styled.span`
  ${visuallyHidden}
`

const Stock = styled.p`
  min-height: 1.5em;
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.accent};
`
