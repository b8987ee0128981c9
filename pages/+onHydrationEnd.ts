import type { PageContextClient } from 'vike/types'
import { WISHLIST_STORAGE_KEY } from '@/lib/constants'
import { importAtHydration } from '@/lib/react/importAtHydration'
import type { AppStore } from '@/lib/store/createStore'
import { readStored, readStoredToken, sessionActions } from '@/lib/store/session'
import { wishlistActions } from '@/lib/store/wishlist'

/**
 * Runs once, after React has hydrated the server HTML. Only now is browser storage read: the bag
 * (redux-persist), the session token and the wishlist. Doing it earlier makes the first client render
 * differ from the server's.
 */
export default function onHydrationEnd(pageContext: PageContextClient) {
  const store = pageContext.globalContext.store as AppStore
  store.dispatch(sessionActions.sessionRestored(readStoredToken()))
  // The wishlist's reader (and zod, which checks it) is loaded now rather than with the page, and only when there is
  // a saved wishlist to check: most visits have none, and evaluating zod is a long task on a phone.
  if (readStored(WISHLIST_STORAGE_KEY)) {
    void import('@/lib/store/wishlistStorage').then(({ readStoredWishlist }) =>
      store.dispatch(wishlistActions.wishlistRestored(readStoredWishlist())),
    )
  } else store.dispatch(wishlistActions.wishlistRestored([]))
  // So is the bag's persistence (redux-persist), which every page's HTML preloads: Add To Bag waits for it.
  void importAtHydration(() => import('@/lib/store/cart/persist')).then(({ createPersistor }) =>
    createPersistor(store).persist(),
  )
}
