import type { PageContext } from 'vike/types'
import { availableLocalStorage } from '@/lib/browserStorage'
import { createAppStore, type RootState } from '@/lib/store/createStore'
import { cartActions } from '@/lib/store/cart/slice'

/**
 * vike-react-redux: one store per request on the server, one per tab in the browser (docs/architecture.md §7.2).
 * The browser's store starts from the server's state, so the first render matches; browser storage is only read
 * after hydration (pages/+onHydrationEnd.ts).
 */
export default {
  createStore(context: PageContext | Vike.GlobalContextClient) {
    const pageContext = 'isPageContext' in context ? context : undefined
    if (typeof window === 'undefined') {
      const store = createAppStore()
      store.dispatch(cartActions.changeStripeKey(pageContext?.publicConfig?.stripePublishableKey ?? ''))
      return store
    }
    // JSON the server serialised from a store of this shape.
    const ssrState = pageContext?.redux?.ssrState as Partial<RootState> | undefined
    return createAppStore({ preloadedState: ssrState, storage: availableLocalStorage() })
  },
}
