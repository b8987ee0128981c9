import { navigate } from 'vike/client/router'
import { WISHLIST_REDIRECT_DELAY_MS } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { useIsLoggedIn } from '@/lib/store/hooks'
import { toast } from '@/lib/toast/store'

/** Opens /wishlist, or, when logged out, explains why not and goes to /login after 2 s (docs/product.md §4). */
export function useOpenWishlist() {
  const loggedIn = useIsLoggedIn()
  return () => {
    if (loggedIn) {
      void navigate(routes.wishlist)
      return
    }
    toast({
      variant: 'destructive',
      title: 'Please login',
      description: 'You need to be logged in to view your wishlist',
    })
    setTimeout(() => void navigate(routes.login), WISHLIST_REDIRECT_DELAY_MS)
  }
}
