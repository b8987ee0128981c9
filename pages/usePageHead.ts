import { providePageContext } from 'vike/getPageContext'
import { useConfig } from 'vike-react/useConfig'
import { usePageContext } from 'vike-react/usePageContext'

/**
 * The title and description of a page without a +data hook, set from its +Page (a page with one sets them there,
 * with useConfig()). On the server, vike-react's useConfig() writes to the page context of the Vike hook that ran
 * last, if it has not yet been cleared (a microtask later), and while two pages render at once that can be the other
 * page's: the prerender renders both languages of a text page together, and gave one the other's title. Naming this
 * page's context first keeps each page's settings on its own.
 */
export function usePageHead(head: { title: string; description: string }): void {
  const pageContext = usePageContext()
  if (import.meta.env.SSR) providePageContext(pageContext)
  useConfig()(head)
}
