import { X } from 'lucide-react'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { styled } from 'styled-components'
import type { InlineSide } from './direction'
import { fontSizes } from './theme'

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

/**
 * The modal side panel shared by the bag and the phone menu (docs/product.md §2, §2.5): an overlay and a panel
 * sliding in from one edge, with a title and a close button. Radix Dialog gives Escape, click-outside, a focus
 * trap and the scroll lock; it is loaded the first time a panel opens, so no page pays for it up front
 * (the JavaScript budget, scripts/size.ts).
 */
export function SidePanel(props: SidePanelProps) {
  const [used, setUsed] = useState(props.open)
  useEffect(() => {
    if (props.open) setUsed(true)
  }, [props.open])
  // Never opened: nothing to render (a closed Radix dialog renders nothing either, so SSR and hydration agree).
  if (!used && !props.open) return null
  return (
    <Suspense fallback={null}>
      <SidePanelDialog {...props} />
    </Suspense>
  )
}

const loadDialog = () => import('./SidePanelDialog')
const SidePanelDialog = lazy(loadDialog)

/** Fetches the dialog's code ahead of the first open (the header calls it when a panel's button is pointed at). */
export function preloadSidePanel(): void {
  void loadDialog()
}

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
