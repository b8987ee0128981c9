import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useRoutes } from '@/lib/react/LocaleContext'
import type { Suggestion } from '@/lib/search/suggestions'
import type { SuggestionsStatus } from './useSuggestions'

export interface SearchComboboxOptions {
  query: string
  onQueryChange: (query: string) => void
  status: SuggestionsStatus
  suggestions: Suggestion[]
  /** Goes to a page (client navigation); without JavaScript the form and links work on their own. */
  onNavigate: (href: string) => void
  /** For stories: start with the list open. */
  defaultOpen?: boolean
}

/**
 * What the search field does as a combobox (docs/product.md §15, ARIA 1.2 list autocomplete): whether its list is
 * open, which suggestion is active, and its keys. Arrow keys move through the suggestions, Enter opens the active
 * one (or searches), Escape closes the list and then clears the field.
 */
export function useSearchCombobox({
  query,
  onQueryChange,
  status,
  suggestions,
  onNavigate,
  defaultOpen = false,
}: SearchComboboxOptions) {
  const routes = useRoutes()
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const [active, setActive] = useState(-1)
  const hasList = open && query.trim().length >= 2 && status !== 'idle'

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

  return {
    inputId: `${id}-input`,
    listId: `${id}-list`,
    optionId: (index: number) => `${id}-option-${index}`,
    hasList,
    active,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const chosen = active >= 0 ? suggestions[active] : undefined
      setOpen(false)
      onNavigate(chosen ? routes.product(chosen.slug) : routes.search(query.trim()))
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onQueryChange(event.target.value)
      setOpen(true)
      setActive(-1)
    },
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    onKeyDown,
    /** Goes to a suggestion's product. */
    choose: (suggestion: Suggestion) => {
      setOpen(false)
      onNavigate(routes.product(suggestion.slug))
    },
    /** Makes a suggestion the active one (under the pointer). */
    highlight: setActive,
  }
}
