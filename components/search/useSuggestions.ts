import { useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants'
import { SUGGEST_MIN_LENGTH, type Suggestion } from '@/lib/search/suggestions'

export type SuggestionsStatus = 'idle' | 'loading' | 'done' | 'error'

export type FetchSuggestions = (query: string, signal: AbortSignal) => Promise<Suggestion[]>

/**
 * Suggestions for what is typed (docs/product.md §15): one request SEARCH_DEBOUNCE_MS after the last keystroke,
 * and a request a newer keystroke made stale is aborted, so an old answer never replaces a newer one.
 */
export function useSuggestions(query: string, fetchSuggestions: FetchSuggestions) {
  const [state, setState] = useState<{ status: SuggestionsStatus; items: Suggestion[]; for: string }>({
    status: 'idle',
    items: [],
    for: '',
  })
  const fetcher = useRef(fetchSuggestions)
  fetcher.current = fetchSuggestions

  useEffect(() => {
    const text = query.trim()
    if (text.length < SUGGEST_MIN_LENGTH) {
      // The same state when it is already idle for this text (as at mount), so React does not render the search box
      // again while the page hydrates (issue 40).
      setState((previous) =>
        previous.status === 'idle' && previous.for === text ? previous : { status: 'idle', items: [], for: text },
      )
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }))
      fetcher.current(text, controller.signal).then(
        (items) => setState({ status: 'done', items, for: text }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          console.warn('Search suggestions failed', error)
          setState({ status: 'error', items: [], for: text })
        },
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  return state
}
