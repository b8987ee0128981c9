import { styled } from 'styled-components'
import { navigate } from 'vike/client/router'
import { useLocalePath, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { NAV_LINKS, SOCIAL_ENTRIES } from '@/lib/routes'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'
import { uiActions } from '@/lib/store/ui'
import { SearchBox } from '../search/SearchBox'
import type { FetchSuggestions } from '../search/useSuggestions'
import { SidePanel } from '../ui/SidePanel'
import { useOpenWishlist } from '../wishlist/useOpenWishlist'
import { fontSizes } from '../ui/theme'
import { LanguageSwitch } from './LanguageSwitch'

/**
 * The phone menu (docs/product.md §2): the side panel sliding in from the inline start (the left in English, the
 * right in Arabic, where the menu button is), with search, the links, the wishlist, contact and the language switch.
 */
export interface MobileMenuProps {
  /** Suggestions for the menu's search field (docs/product.md §15). */
  fetchSuggestions?: FetchSuggestions
  /** The current page's path and query in English, for the language switch. */
  currentUrl?: string
}

export function MobileMenu({ fetchSuggestions = async () => [], currentUrl = '/' }: MobileMenuProps) {
  const t = useMessages(navigationMessages)
  const routes = useRoutes()
  const localize = useLocalePath()
  const dispatch = useAppDispatch()
  const open = useAppSelector((state) => state.ui.menuOpen)
  const openWishlist = useOpenWishlist()
  const close = () => dispatch(uiActions.closeMenu())

  return (
    <SidePanel
      open={open}
      onClose={close}
      side="start"
      title={t.menu}
      closeLabel={t.closeMenu}
      width="min(320px, 85vw)"
      id="mobile-menu"
    >
      <Body>
        <SearchBox
          variant="menu"
          fetchSuggestions={fetchSuggestions}
          onNavigate={(href) => {
            close()
            void navigate(href)
          }}
        />
        <nav aria-label={t.mobileNav}>
          <Links>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <MenuLink href={localize(link.href)} onClick={close}>
                  {t.links[link.key]}
                </MenuLink>
              </li>
            ))}
          </Links>
        </nav>
        <Secondary>
          <li>
            <MenuButton
              type="button"
              onClick={() => {
                close()
                openWishlist()
              }}
            >
              {t.wishlist}
            </MenuButton>
          </li>
          <li>
            <MenuLink href={routes.contact} onClick={close}>
              {t.links.contact}
            </MenuLink>
          </li>
          <li>
            <MenuLanguageSwitch currentUrl={currentUrl} onFollow={close} />
          </li>
        </Secondary>
        <Social aria-label={t.followUs}>
          {SOCIAL_ENTRIES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Social>
      </Body>
    </SidePanel>
  )
}

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  overflow-y: auto;
`

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
`

const MenuLink = styled.a`
  display: block;
  padding: 14px 0;
  font-size: ${fontSizes.lg};
  text-decoration: none;
`

const Secondary = styled(Links)``

/** The language switch as one more menu row. */
const MenuLanguageSwitch = styled(LanguageSwitch)`
  display: block;
  a {
    display: block;
    padding: 14px 0;
    font-size: ${fontSizes.lg};
    font-weight: 400;
    text-decoration: none;
  }
`

const MenuButton = styled.button`
  display: block;
  width: 100%;
  padding: 14px 0;
  border: 0;
  background: transparent;
  font-size: ${fontSizes.lg};
  text-align: start;
  cursor: pointer;
`

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: auto 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.sm};
`
