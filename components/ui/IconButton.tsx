import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { styled } from 'styled-components'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/constants'
import { RETURNED_FOCUS_ATTRIBUTE } from './returnedFocus'
import { fontSizes } from './theme'

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name and tooltip text. */
  label: string
  icon: ReactNode
  /** Small count bubble, e.g. the number of items in the bag. */
  badge?: ReactNode
}

let lastHiddenAt = 0

/** Space kept between a tooltip and the viewport's edges. */
const EDGE_MARGIN_PX = 4

/**
 * Whether a focus should show the tooltip: only keyboard focus (`:focus-visible`), never the focus a press, a touch
 * or a dialog closing leaves behind (docs/product.md §2.2).
 */
function isKeyboardFocus(event: FocusEvent<HTMLButtonElement>, pressed: boolean): boolean {
  const button = event.currentTarget
  if (pressed || button.hasAttribute(RETURNED_FOCUS_ATTRIBUTE)) return false
  try {
    return button.matches(':focus-visible')
  } catch {
    // An engine without :focus-visible (older jsdom): no press came first, so the focus came from the keyboard.
    return true
  }
}

/**
 * A square icon button with a tooltip (docs/product.md §2): shown after TOOLTIP_DELAY_MS of hovering, at once when
 * the pointer comes from another tooltip within TOOLTIP_SKIP_DELAY_MS, and on keyboard focus; hidden by Escape, a
 * press, blur, or the pointer leaving both the button and the tooltip (WCAG 1.4.13). Hand-made rather than Radix
 * Tooltip, whose positioning engine every page paid for (the JavaScript budget, scripts/size.ts).
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, badge, type = 'button', onPointerEnter, onPointerDown, onFocus, onBlur, ...rest },
  ref,
) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pressed = useRef(false)
  const tip = useRef<HTMLSpanElement>(null)
  const tooltipId = useId()

  const show = (delay: number) => {
    clearTimeout(timer.current)
    if (delay > 0) timer.current = setTimeout(() => setOpen(true), delay)
    else setOpen(true)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen((wasOpen) => {
      if (wasOpen) lastHiddenAt = Date.now()
      return false
    })
  }

  useEffect(() => () => clearTimeout(timer.current), [])
  const placement = useInsideViewport(open, tip)
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <Anchor onPointerLeave={hide}>
      <Square
        ref={ref}
        type={type}
        aria-label={label}
        aria-describedby={open ? tooltipId : undefined}
        onPointerEnter={(event) => {
          onPointerEnter?.(event)
          if (event.pointerType !== 'mouse') return
          show(Date.now() - lastHiddenAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS)
        }}
        onPointerDown={(event) => {
          onPointerDown?.(event)
          pressed.current = true
          hide()
        }}
        onFocus={(event) => {
          onFocus?.(event)
          if (isKeyboardFocus(event, pressed.current)) show(0)
          pressed.current = false
        }}
        onBlur={(event) => {
          onBlur?.(event)
          hide()
        }}
        {...rest}
      >
        {icon}
        {badge !== undefined && badge !== null ? <Badge aria-hidden="true">{badge}</Badge> : null}
      </Square>
      {open ? (
        <Tip role="tooltip" id={tooltipId} ref={tip} style={placement}>
          {label}
        </Tip>
      ) : null}
    </Anchor>
  )
})

/**
 * A tooltip centred under a button at the header's edge would stick out of a phone's screen and make the whole page
 * scroll sideways (docs/product.md §2.2): the style that moves it back inside the viewport by its `left`, a layout
 * property (Chromium kept the page's scroll width of the first frame when only a transform moved it).
 */
function useInsideViewport(open: boolean, tip: RefObject<HTMLSpanElement | null>): CSSProperties | undefined {
  const [placement, setPlacement] = useState<CSSProperties | undefined>(undefined)
  useLayoutEffect(() => {
    if (!open || !tip.current) {
      setPlacement(undefined)
      return
    }
    // In the page's coordinates, not the viewport's: focusing the button may already have scrolled the page sideways
    // to show the tooltip (right to left, where the overflow is on the left).
    const box = tip.current.getBoundingClientRect()
    const [left, right, width] = [box.left + window.scrollX, box.right + window.scrollX, box.width]
    const viewport = document.documentElement.clientWidth
    const nudge =
      left < EDGE_MARGIN_PX
        ? EDGE_MARGIN_PX - left
        : right > viewport - EDGE_MARGIN_PX
          ? viewport - EDGE_MARGIN_PX - right
          : 0
    if (nudge === 0) return
    const anchorWidth = tip.current.parentElement?.getBoundingClientRect().width ?? 0
    setPlacement({
      '--tip-left': `${anchorWidth / 2 - width / 2 + nudge}px`,
      '--tip-transform': 'none',
      '--tip-arrow-left': `${width / 2 - nudge}px`,
    } as CSSProperties)
  }, [open, tip])
  return placement
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`

const Square = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
`

const Badge = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentInk};
  font-size: ${fontSizes['2xs']};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`

const Tip = styled.span`
  position: absolute;
  top: calc(100% + 6px);
  /* the variables move it back inside a narrow screen (useInsideViewport) */
  /* physical side: centred under the button with the translate below, the same in both directions */
  left: var(--tip-left, 50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
  font-size: ${fontSizes.xs};
  white-space: nowrap;
  transform: var(--tip-transform, translateX(-50%));
  pointer-events: auto;
  &::before {
    content: '';
    position: absolute;
    bottom: 100%;
    /* physical side: the arrow is centred like its tooltip, and stays under the button when the tooltip moved */
    left: var(--tip-arrow-left, 50%);
    border: 5px solid transparent;
    border-bottom-color: ${({ theme }) => theme.colors.ink};
    transform: translateX(-50%);
  }
`
