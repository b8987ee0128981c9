import { Heart, LogIn, LogOut, ShoppingBag, UserRound } from 'lucide-react'
import { styled } from 'styled-components'
import { navigate } from 'vike/client/router'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { useAppSelector, useCartReady, useIsLoggedIn } from '@/lib/store/hooks'
import { useLogout } from '../account/useLogout'
import { useCartButton } from '../cart/useCartButton'
import { mirroredInRtl } from '../ui/direction'
import { media } from '../ui/theme'
import { IconButton } from '../ui/IconButton'
import { preloadSidePanel } from '../ui/SidePanel'
import { useOpenWishlist } from '../wishlist/useOpenWishlist'
import { LanguageSwitch } from './LanguageSwitch'

/**
 * The icon buttons at the header's end: the account and logging out, or logging in; the language switch; the
 * wishlist; and the bag with its count once the cart has loaded. Below 1024 px logging out is on the account
 * page instead (docs/product.md §2.3).
 */
export function HeaderActions({ currentUrl }: { currentUrl: string }) {
  const t = useMessages(navigationMessages)
  const routes = useRoutes()
  const loggedIn = useIsLoggedIn()
  const cartReady = useCartReady()
  const cartCount = useAppSelector((state) => state.cart.cartCount)
  const openWishlist = useOpenWishlist()
  const logout = useLogout()
  const bagButton = useCartButton()
  const bagLabel = cartReady ? t.viewCartCount(cartCount) : t.viewCart

  return (
    <Actions>
      {loggedIn ? (
        <IconButton
          label={t.account}
          icon={<UserRound size={22} aria-hidden="true" />}
          onClick={() => void navigate(routes.account)}
        />
      ) : null}
      {loggedIn ? (
        <FromDesktop>
          <IconButton label={t.logout} icon={<LogOutIcon size={22} aria-hidden="true" />} onClick={logout} />
        </FromDesktop>
      ) : (
        <IconButton
          label={t.login}
          icon={<LogInIcon size={22} aria-hidden="true" />}
          onClick={() => void navigate(routes.login)}
        />
      )}
      <LanguageInHeader currentUrl={currentUrl} />
      <IconButton label={t.wishlist} icon={<Heart size={22} aria-hidden="true" />} onClick={openWishlist} />
      <IconButton
        label={bagLabel}
        icon={<ShoppingBag size={22} aria-hidden="true" />}
        badge={cartReady && cartCount > 0 ? cartCount : undefined}
        aria-haspopup="dialog"
        data-testid="view-cart"
        onPointerEnter={preloadSidePanel}
        onFocus={preloadSidePanel}
        onMouseEnter={bagButton.onMouseEnter}
        onMouseLeave={bagButton.onMouseLeave}
        onClick={bagButton.onClick}
      />
    </Actions>
  )
}

/* The arrows of logging in and out point along the line: the other way in a right-to-left page. */
const LogInIcon = styled(LogIn)`
  ${mirroredInRtl}
`

const LogOutIcon = styled(LogOut)`
  ${mirroredInRtl}
`

/** Beside the icons from the width where the search field shows; below it the phone menu and the footer have it. */
const LanguageInHeader = styled(LanguageSwitch)`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: inline-flex;
  }
`

/**
 * Logout from 1024 px; below, the account page's `Log out` (components/account/AccountNav.tsx): with the links on a
 * tablet, or the logo on a phone, five icons do not fit.
 */
const FromDesktop = styled.span`
  display: none;
  ${media.lg} {
    display: contents;
  }
`

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: 0;
  margin-inline-start: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    gap: ${({ theme }) => theme.space(1)};
  }
`
