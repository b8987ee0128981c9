import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { keyframes, styled } from 'styled-components'
import { navigate } from 'vike/client/router'
import { NAV_LINKS, routes, SOCIAL_ENTRIES } from '@/lib/routes'
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks'
import { uiActions } from '@/lib/store/ui'
import { SearchBox } from '../search/SearchBox'
import type { FetchSuggestions } from '../search/useSuggestions'
import { useReturnFocus } from '../ui/useReturnFocus'
import { useOpenWishlist } from '../wishlist/useOpenWishlist'

/**
 * The phone menu (docs/product.md §2): a slide-in panel. Radix Dialog gives Escape, click-outside, a focus trap and
 * the page scroll lock while it is open.
 */
export interface MobileMenuProps {
  /** Suggestions for the menu's search field (docs/product.md §15). */
  fetchSuggestions?: FetchSuggestions
}

export function MobileMenu({ fetchSuggestions = async () => [] }: MobileMenuProps) {
  const dispatch = useAppDispatch()
  const open = useAppSelector((state) => state.ui.menuOpen)
  const openWishlist = useOpenWishlist()
  const close = () => dispatch(uiActions.closeMenu())
  const returnFocus = useReturnFocus()

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Overlay />
        <Panel id="mobile-menu" aria-describedby={undefined} {...returnFocus}>
          <Top>
            <Dialog.Title>Menu</Dialog.Title>
            <Dialog.Close asChild>
              <CloseButton type="button" aria-label="Close menu">
                <X size={24} aria-hidden="true" />
              </CloseButton>
            </Dialog.Close>
          </Top>
          <SearchBox
            variant="menu"
            fetchSuggestions={fetchSuggestions}
            onNavigate={(href) => {
              close()
              void navigate(href)
            }}
          />
          <nav aria-label="Mobile">
            <Links>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <MenuLink href={link.href} onClick={close}>
                    {link.label}
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
                Wishlist
              </MenuButton>
            </li>
            <li>
              <MenuLink href={routes.contact} onClick={close}>
                Contact Us
              </MenuLink>
            </li>
          </Secondary>
          <Social aria-label="Follow us">
            {SOCIAL_ENTRIES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Social>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(31, 26, 23, 0.4);
  animation: ${fadeIn} 200ms ease-out;
`

const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.panel};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  width: min(320px, 85vw);
  padding: ${({ theme }) => theme.space(5)};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.paper};
  animation: ${slideIn} 250ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  h2 {
    margin: 0;
    font-size: 22px;
  }
`

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`

const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
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
  font-size: 18px;
  text-decoration: none;
`

const Secondary = styled(Links)``

const MenuButton = styled.button`
  display: block;
  width: 100%;
  padding: 14px 0;
  border: 0;
  background: transparent;
  font-size: 18px;
  text-align: left;
  cursor: pointer;
`

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: auto 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 14px;
`
