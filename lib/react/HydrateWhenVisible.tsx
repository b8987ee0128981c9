/**
 * Server HTML that works without JavaScript (a product card is one link) and hydrates only when it comes near the
 * screen: on a first visit nothing below the fold is hydrated at load (issue 40, docs/performance.md "Listings
 * hydrate what is on screen").
 *
 * How: the content sits in a `<Suspense>` of its own, and while the document's first page hydrates, a component
 * inside it suspends until its anchor element (rendered outside the boundary, so in the DOM by then) nears the
 * viewport. React keeps a boundary's server HTML while something in it suspends during hydration, and hydrates it when
 * the promise resolves. Everywhere else it renders at once: on the server, after a client navigation (the page
 * context is no longer the hydration's, so a boundary still waiting hydrates then), and for content the browser
 * renders itself (its anchor is not in the DOM yet as it first renders).
 *
 * The caller keeps the boundary's props unchanged while it waits (wrap the item in `memo` with stable props): React
 * answers an update to a boundary still dehydrated by hydrating it at once, or, if it suspends again, by replacing
 * its server HTML with the fallback (nothing).
 */
import { Suspense, use, useRef, type ReactNode, type RefObject } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/** Hydrate once any of it is on screen: what is below the fold works as it is (links), so nothing is hydrated ahead. */
const AHEAD = '0px'

const waiting = new WeakMap<Element, { promise: Promise<void>; resolve: () => void }>()
let observer: IntersectionObserver | undefined

function whenNear(element: Element): Promise<void> {
  let entry = waiting.get(element)
  if (!entry) {
    let resolve = () => {}
    const promise = new Promise<void>((done) => (resolve = done))
    entry = { promise, resolve }
    waiting.set(element, entry)
    observer ??= new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (!change.isIntersecting) continue
          observer?.unobserve(change.target)
          waiting.get(change.target)?.resolve()
        }
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
  }
  return entry.promise
}

function Gate({ anchor, children }: { anchor: RefObject<HTMLElement | null>; children: ReactNode }) {
  // No page context outside Vike (Storybook, component tests): render at once.
  const pageContext = usePageContext() as { isHydration?: boolean } | undefined
  const element = anchor.current
  if (!import.meta.env.SSR && pageContext?.isHydration && element && typeof IntersectionObserver !== 'undefined')
    use(whenNear(element))
  return children
}

/** A list item whose content hydrates when it nears the screen (see above). */
export function ListItemHydratedWhenVisible({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLLIElement>(null)
  return (
    <li ref={anchor}>
      <Suspense fallback={null}>
        <Gate anchor={anchor}>{children}</Gate>
      </Suspense>
    </li>
  )
}
