import { Heart, LogOut, Package, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountPageMessages } from '@/lib/i18n/messages/accountPage'
import { useLogout } from './useLogout'
import { mirroredInRtl } from '../ui/direction'
import { fontSizes, media } from '../ui/theme'

export type AccountSection = 'orders' | 'settings'

export interface AccountNavProps {
  /** The page shown, marked `aria-current="page"`. */
  current: AccountSection
  /** What Log out does (a story's spy); the shop's logout when left out (components/account/useLogout.ts). */
  onLogout?: () => void
}

/**
 * The account's own navigation (docs/product.md §17.3, issue 36 walk #31): Orders (`/account`), Settings, Wishlist and
 * Log out. Pills two by two on a phone, never scrolling sideways; a column beside the page from 768 px.
 * Below 1024 px it is also where logging out lives (the header has no room for it, §2.3).
 */
export function AccountNav({ current, onLogout }: AccountNavProps) {
  const t = useMessages(accountPageMessages).nav
  const routes = useRoutes()
  const logout = useLogout()
  const link = (section: AccountSection | 'wishlist', href: string, icon: ReactNode, text: string) => (
    <li>
      <Item href={href} aria-current={section === current ? 'page' : undefined}>
        {icon}
        {text}
      </Item>
    </li>
  )
  return (
    <Nav aria-label={t.label}>
      <List>
        {link('orders', routes.account, <Package size={18} aria-hidden="true" />, t.orders)}
        {link('settings', routes.settings, <Settings size={18} aria-hidden="true" />, t.settings)}
        {link('wishlist', routes.wishlist, <Heart size={18} aria-hidden="true" />, t.wishlist)}
        <li>
          <Item as="button" type="button" onClick={onLogout ?? logout}>
            <LogOutIcon size={18} aria-hidden="true" />
            {t.logout}
          </Item>
        </li>
      </List>
    </Nav>
  )
}

const LogOutIcon = styled(LogOut)`
  ${mirroredInRtl}
`

const Nav = styled.nav`
  ${media.md} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(6)});
  }
`

/** Two by two on a phone (four pills do not fit one row of 360 px in either language), one column from 768 px. */
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(1)};
  }
`

const Item = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: 500;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.paper};
  }
  ${media.md} {
    border-color: transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    &[aria-current='page'] {
      border-color: transparent;
      /* The marker is 2 px wider than the other items' border: the padding gives it back, so the text stays put. */
      border-inline-start: 3px solid ${({ theme }) => theme.colors.accent};
      padding-inline-start: calc(${({ theme }) => theme.space(3)} - 2px);
      border-radius: 0;
      background: ${({ theme }) => theme.colors.sand};
      color: ${({ theme }) => theme.colors.ink};
    }
  }
`
