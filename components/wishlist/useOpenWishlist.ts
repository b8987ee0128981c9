import { navigate } from 'vike/client/router'
import { WISHLIST_REDIRECT_DELAY_MS } from '@/lib/constants'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { useIsLoggedIn } from '@/lib/store/hooks'
import { toast } from '@/lib/toast/store'

/** Opens /wishlist, or, when logged out, explains why not and goes to /login after 2 s (docs/product.md §4). */
export function useOpenWishlist() {
  const loggedIn = useIsLoggedIn()
  const t = useMessages(navigationMessages).wishlistLoginFirst
  const routes = useRoutes()
  return () => {
    if (loggedIn) {
      void navigate(routes.wishlist)
      return
    }
    toast({ variant: 'destructive', ...t })
    setTimeout(() => void navigate(routes.login), WISHLIST_REDIRECT_DELAY_MS)
  }
}
