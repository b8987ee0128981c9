import { Search } from 'lucide-react'
import { useState } from 'react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { searchBoxMessages } from '@/lib/i18n/messages/searchBox'
import { visuallyHidden } from '../prose/visuallyHidden'
import { SuggestionsPopup } from './SuggestionsPopup'
import { useSearchCombobox, type SearchComboboxOptions } from './useSearchCombobox'
import { useSuggestions, type FetchSuggestions } from './useSuggestions'
import { fontSizes } from '../ui/theme'

export interface SearchBoxViewProps extends SearchComboboxOptions {
  /** Distinguishes the header's box from the phone menu's (ids, labels). */
  variant?: 'header' | 'menu'
}

/**
 * The search field (docs/product.md §15): a plain GET form to /search, enhanced into an accessible combobox
 * (useSearchCombobox) with product suggestions.
 */
export function SearchBoxView({
  query,
  onQueryChange,
  status,
  suggestions,
  onNavigate,
  variant = 'header',
  defaultOpen,
}: SearchBoxViewProps) {
  const t = useMessages(searchBoxMessages)
  const routes = useRoutes()
  const box = useSearchCombobox({ query, onQueryChange, status, suggestions, onNavigate, defaultOpen })

  const announcement =
    !box.hasList || status === 'loading'
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
      onSubmit={box.onSubmit}
      $variant={variant}
    >
      <Label htmlFor={box.inputId}>{t.field}</Label>
      <Field>
        <Icon size={18} aria-hidden="true" />
        <Input
          id={box.inputId}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder={t.placeholder}
          aria-autocomplete="list"
          aria-expanded={box.hasList}
          aria-controls={box.listId}
          aria-activedescendant={box.hasList && box.active >= 0 ? box.optionId(box.active) : undefined}
          value={query}
          maxLength={100}
          onChange={box.onChange}
          onFocus={box.onFocus}
          onBlur={box.onBlur}
          onKeyDown={box.onKeyDown}
        />
      </Field>
      <SuggestionsPopup
        id={box.listId}
        hidden={!box.hasList}
        status={status}
        suggestions={suggestions}
        active={box.active}
        optionId={box.optionId}
        onChoose={box.choose}
        onHighlight={box.highlight}
      />
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
