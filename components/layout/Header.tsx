import { Menu, Search } from 'lucide-react'
import { styled } from 'styled-components'
import { navigate } from 'vike/client/router'
import { HAMBURGER_SIZE } from '@/lib/constants'
import { useLocalePath, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { NAV_LINKS } from '@/lib/routes'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'
import { uiActions } from '@/lib/store/ui'
import { SearchBox } from '../search/SearchBox'
import type { FetchSuggestions } from '../search/useSuggestions'
import { preloadSidePanel } from '../ui/SidePanel'
import { HeaderActions } from './HeaderActions'
import { Logo } from './Logo'
import { fontSizes } from '../ui/theme'

export interface HeaderProps {
  /** The current path (in English, without the language prefix), to mark the active link. */
  currentPath?: string
  /** The current path and query (in English), for the language switch; the path when not given. */
  currentUrl?: string
  /** Suggestions for the search field (the layout binds the API call; docs/product.md §15). */
  fetchSuggestions?: FetchSuggestions
}

const noSuggestions: FetchSuggestions = async () => []

export function Header({ currentPath = '', currentUrl, fetchSuggestions = noSuggestions }: HeaderProps) {
  const t = useMessages(navigationMessages)
  const routes = useRoutes()
  const localize = useLocalePath()
  const dispatch = useAppDispatch()
  const menuOpen = useAppSelector((state) => state.ui.menuOpen)

  return (
    <Bar>
      <Inner>
        <Hamburger
          type="button"
          aria-label={menuOpen ? t.closeMenu : t.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => dispatch(uiActions.toggleMenu())}
          onPointerEnter={preloadSidePanel}
          onFocus={preloadSidePanel}
        >
          <Menu size={HAMBURGER_SIZE} aria-hidden="true" />
        </Hamburger>
        <Logo />
        <Nav aria-label={t.mainNav}>
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.href}
              href={localize(link.href)}
              aria-current={currentPath === link.href ? 'page' : undefined}
            >
              {t.links[link.key]}
            </NavLink>
          ))}
        </Nav>
        <SearchSlot>
          <SearchBox fetchSuggestions={fetchSuggestions} onNavigate={(href) => void navigate(href)} />
        </SearchSlot>
        <SearchLink href={routes.search()} aria-label={t.search}>
          <Search size={22} aria-hidden="true" />
        </SearchLink>
        <HeaderActions currentUrl={currentUrl ?? currentPath} />
      </Inner>
    </Bar>
  )
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.paper};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  /* A narrow phone (360 px): the menu, the logo, search, account or login, wishlist and bag in one row. */
  @media (max-width: 399.98px) {
    gap: ${({ theme }) => theme.space(1)};
    padding: 0 ${({ theme }) => theme.space(2)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(4)};
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`

const Hamburger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  margin-inline-start: -10px;
  border: 0;
  background: transparent;
  cursor: pointer;
  /* Flush with the screen's edge where the bar's padding is 8 px (the icon keeps its room inside the button). */
  @media (max-width: 399.98px) {
    margin-inline-start: -8px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`

/** Tighter on a tablet, where the links, the search icon and four icon buttons share 768 px. */
const Nav = styled.nav`
  display: none;
  gap: ${({ theme }) => theme.space(4)};
  margin-inline-start: ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: flex;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    gap: ${({ theme }) => theme.space(6)};
    margin-inline-start: ${({ theme }) => theme.space(6)};
  }
`

const NavLink = styled.a`
  padding: 8px 0;
  font-size: ${fontSizes.md};
  font-weight: 500;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-decoration: none;
  border-bottom: 2px solid transparent;
  &:hover,
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
`

/**
 * The header's search field from 1024 px; below (too narrow for a field beside the links) a search icon linking to
 * the search page, which has its own field (docs/product.md §15). On phones the menu has a field too, but a shopper
 * looks for the icon in the header, as in most shops (issue 36, walk #24).
 */
const SearchSlot = styled.div`
  display: none;
  flex: 1 1 220px;
  justify-content: flex-end;
  margin-inline-start: auto;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: flex;
  }
`

const SearchLink = styled.a`
  display: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  margin-inline-start: auto;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.ink};
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
  @media (max-width: 1023.98px) {
    display: inline-flex;
    /* The icon takes the free space before it; the account, wishlist and bag buttons follow it directly. */
    && + * {
      margin-inline-start: 0;
    }
  }
`
