import { Search } from 'lucide-react'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/i18n/LocaleContext'
import { searchMessages } from '@/lib/i18n/messages/search'
import { formatPrice } from '@/lib/money'
import type { Suggestion } from '@/lib/search/suggestions'
import { ProductImage } from '../catalogue/ProductImage'
import { visuallyHidden } from '../prose/visuallyHidden'
import { useSuggestions, type FetchSuggestions, type SuggestionsStatus } from './useSuggestions'
import { fontSizes } from '../ui/theme'

export interface SearchBoxViewProps {
  query: string
  onQueryChange: (query: string) => void
  status: SuggestionsStatus
  suggestions: Suggestion[]
  /** Goes to a page (client navigation); without JavaScript the form and links work on their own. */
  onNavigate: (href: string) => void
  /** Distinguishes the header's box from the phone menu's (ids, labels). */
  variant?: 'header' | 'menu'
  /** For stories: start with the list open. */
  defaultOpen?: boolean
}

/**
 * The search field (docs/product.md §15): a plain GET form to /search, enhanced into an accessible combobox
 * (ARIA 1.2 list autocomplete) with product suggestions. Arrow keys move through them, Enter opens the active one
 * (or searches), Escape closes the list and then clears the field.
 */
export function SearchBoxView({
  query,
  onQueryChange,
  status,
  suggestions,
  onNavigate,
  variant = 'header',
  defaultOpen = false,
}: SearchBoxViewProps) {
  const t = useMessages(searchMessages).box
  const routes = useRoutes()
  const id = useId()
  const listId = `${id}-list`
  const [open, setOpen] = useState(defaultOpen)
  const [active, setActive] = useState(-1)
  const hasList = open && query.trim().length >= 2 && status !== 'idle'
  const optionId = (index: number) => `${id}-option-${index}`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const chosen = active >= 0 ? suggestions[active] : undefined
    setOpen(false)
    onNavigate(chosen ? routes.product(chosen.slug) : routes.search(query.trim()))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 is the field itself: moving past either end returns there, as in a native autocomplete.
      setActive((current) => {
        const next = current + step
        if (next >= suggestions.length) return -1
        return next < -1 ? suggestions.length - 1 : next
      })
    } else if (event.key === 'Escape') {
      if (hasList) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        onQueryChange('')
      }
    }
  }

  const announcement =
    !hasList || status === 'loading'
      ? ''
      : status === 'error'
        ? t.unavailable
        : suggestions.length === 0
          ? t.none
          : t.found(suggestions.length)

  return (
    <Form
      role="search"
      aria-label={variant === 'header' ? t.form : t.formInMenu}
      action={routes.search()}
      method="get"
      onSubmit={submit}
      $variant={variant}
    >
      <Label htmlFor={`${id}-input`}>{t.field}</Label>
      <Field>
        <Icon size={18} aria-hidden="true" />
        <Input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder={t.placeholder}
          aria-autocomplete="list"
          aria-expanded={hasList}
          aria-controls={listId}
          aria-activedescendant={hasList && active >= 0 ? optionId(active) : undefined}
          value={query}
          maxLength={100}
          onChange={(event) => {
            onQueryChange(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </Field>
      {/* A listbox may only hold options, so the status messages sit beside it in the popup. */}
      <Popup id={listId} hidden={!hasList}>
        {status === 'loading' && suggestions.length === 0 ? (
          <Message>{t.searching}</Message>
        ) : status === 'error' ? (
          <Message>{t.unavailableHint}</Message>
        ) : suggestions.length === 0 ? (
          <Message>{t.noneHint}</Message>
        ) : (
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
                  setOpen(false)
                  onNavigate(routes.product(s.slug))
                }}
                onMouseEnter={() => setActive(index)}
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
        )}
      </Popup>
      <Live aria-live="polite">{announcement}</Live>
    </Form>
  )
}

const Form = styled.form<{ $variant: 'header' | 'menu' }>`
  position: relative;
  width: 100%;
  max-width: ${({ $variant }) => ($variant === 'header' ? '300px' : 'none')};
`

const Label = styled.label`
  ${visuallyHidden}
`

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`

const Icon = styled(Search)`
  position: absolute;
  inset-inline-start: 12px;
  color: ${({ theme }) => theme.colors.inkMuted};
  pointer-events: none;
`

const Input = styled.input`
  width: 100%;
  height: 40px;
  padding-block: 0;
  padding-inline: 38px 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: ${fontSizes.md};
  color: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`

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

const Live = styled.span`
  ${visuallyHidden}
`

export interface SearchBoxProps {
  fetchSuggestions: FetchSuggestions
  onNavigate: (href: string) => void
  variant?: 'header' | 'menu'
}

/** The search field with its suggestions fetched by the page's callback (components never fetch). */
export function SearchBox({ fetchSuggestions, onNavigate, variant }: SearchBoxProps) {
  const [query, setQuery] = useState('')
  const { status, items } = useSuggestions(query, fetchSuggestions)
  return (
    <SearchBoxView
      query={query}
      onQueryChange={setQuery}
      status={status}
      suggestions={items}
      onNavigate={onNavigate}
      variant={variant}
    />
  )
}
