import type { PageContext } from 'vike/types'
import { createAppStore } from '@/lib/store/createStore'
import { cartActions } from '@/lib/store/cart/slice'

export default {
  createStore(pageContext: PageContext | Vike.GlobalContextClient) {
    const isClient = typeof window !== 'undefined'
    const context = pageContext as Partial<PageContext>
    const store = createAppStore({
      preloadedState: isClient ? context.redux?.ssrState : undefined,
      storage: isClient ? window.localStorage : undefined,
    })
    if (!isClient) store.dispatch(cartActions.changeStripeKey(context.publicConfig?.stripePublishableKey ?? ''))
    return store
  },
}
