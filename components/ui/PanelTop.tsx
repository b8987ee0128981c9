import { X } from 'lucide-react'
import { styled } from 'styled-components'
import { fontSizes } from './theme'

/*
 * The parts a panel's top bar is made of, shared by the side panel's dialog (SidePanelDialog, loaded when a panel
 * first opens) and the bag's hover flyout (components/cart/CartPanel.tsx), which shows without it.
 */

/** The top bar of a panel: its title and a close button. The bag's hover flyout uses it too. */
export const PanelTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 0;
    font-size: ${fontSizes['3xl']};
  }
`

export const PanelCloseButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
`

export function CloseIcon() {
  return <X size={22} aria-hidden="true" />
}
