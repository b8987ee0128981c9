import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { keyframes, styled } from 'styled-components'
import { slideFrom, slideInline, type InlineSide } from './direction'
import { CloseIcon, PanelCloseButton, PanelTop } from './PanelTop'
import { useReturnFocus } from './useReturnFocus'

/** SidePanel's props; they live with the dialog that uses them, so the dialog imports nothing of its loader. */
export interface SidePanelProps {
  open: boolean
  onClose: () => void
  /**
   * The edge it sits at and slides in from: the phone menu from the start (the left in English, the right in Arabic),
   * the bag from the end.
   */
  side: InlineSide
  /** The dialog's title, shown in its top bar and naming it for assistive technology. */
  title: string
  /** The close button's accessible name, e.g. "Close bag". */
  closeLabel: string
  /** CSS width of the panel. */
  width: string
  id?: string
  testId?: string
  children: ReactNode
}

/** The Radix half of SidePanel, in its own chunk: loaded when a panel first opens. */
export default function SidePanelDialog({
  open,
  onClose,
  side,
  title,
  closeLabel,
  width,
  id,
  testId,
  children,
}: SidePanelProps) {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Panel id={id} data-testid={testId} aria-describedby={undefined} $side={side} $width={width} {...returnFocus}>
          <PanelTop>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <PanelCloseButton type="button" aria-label={closeLabel}>
                <CloseIcon />
              </PanelCloseButton>
            </Dialog.Close>
          </PanelTop>
          {children}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(31, 26, 23, 0.35);
  animation: ${fadeIn} 200ms ease-out;
`

const Panel = styled(Dialog.Content)<{ $side: InlineSide; $width: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: ${({ theme }) => theme.zIndex.panel};
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: ${({ theme }) => theme.shadows.panel};
  ${({ $side }) => slideFrom($side)}
  animation: ${slideInline} 250ms ease-out;
  &:dir(rtl) {
    box-shadow: ${({ theme }) => theme.shadows.panelRtl};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`
