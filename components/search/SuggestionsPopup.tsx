import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { searchBoxMessages } from '@/lib/i18n/messages/searchBox'
import { formatPrice } from '@/lib/money'
import type { Suggestion } from '@/lib/search/suggestions'
import { ProductImage } from '../catalogue/ProductImage'
import { fontSizes } from '../ui/theme'
import type { SuggestionsStatus } from './useSuggestions'

interface SuggestionsPopupProps {
  id: string
  hidden: boolean
  status: SuggestionsStatus
  suggestions: Suggestion[]
  /** The index of the active suggestion, -1 for none. */
  active: number
  optionId: (index: number) => string
  onChoose: (suggestion: Suggestion) => void
  onHighlight: (index: number) => void
}

/**
 * The search field's popup (docs/product.md §15): the suggested products with image, category and price, or a
 * message while they load, when there are none or when they are unavailable.
 */
export function SuggestionsPopup({ id, hidden, status, suggestions, ...list }: SuggestionsPopupProps) {
  const t = useMessages(searchBoxMessages)
  return (
    // A listbox may only hold options, so the status messages sit beside it in the popup.
    <Popup id={id} hidden={hidden}>
      {status === 'loading' && suggestions.length === 0 ? (
        <Message>{t.searching}</Message>
      ) : status === 'error' ? (
        <Message>{t.unavailableHint}</Message>
      ) : suggestions.length === 0 ? (
        <Message>{t.noneHint}</Message>
      ) : (
        <SuggestionOptions suggestions={suggestions} {...list} />
      )}
    </Popup>
  )
}

type SuggestionOptionsProps = Pick<
  SuggestionsPopupProps,
  'suggestions' | 'active' | 'optionId' | 'onChoose' | 'onHighlight'
>

function SuggestionOptions({ suggestions, active, optionId, onChoose, onHighlight }: SuggestionOptionsProps) {
  const t = useMessages(searchBoxMessages)
  return (
    <Options role="listbox" aria-label={t.suggestions}>
      {suggestions.map((s, index) => (
        <Option
          key={s.slug}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // mousedown, not click: a click would first blur the field and close the list.
          onMouseDown={(event) => {
            event.preventDefault()
            onChoose(s)
          }}
          onMouseEnter={() => onHighlight(index)}
        >
          {s.image ? <ProductImage image={s.image} alt="" /> : <NoImage aria-hidden="true" />}
          <OptionText>
            <strong>{s.title}</strong>
            <span>
              {s.categoryName ? `${s.categoryName} · ` : ''}
              {formatPrice(s.price)}
            </span>
          </OptionText>
        </Option>
      ))}
    </Options>
  )
}

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.panel};
  min-width: 280px;
  padding: ${({ theme }) => theme.space(1)} 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &[hidden] {
    display: none;
  }
`

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Option = styled.li`
  display: grid;
  grid-template-columns: 48px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  img {
    display: block;
    width: 48px;
    height: 60px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.sand};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.sand};
  }
`

const NoImage = styled.div`
  width: 48px;
  height: 60px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
`

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-size: ${fontSizes.md};
  }
  span {
    font-size: ${fontSizes.xs};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`
