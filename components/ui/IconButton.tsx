import { forwardRef, useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/constants'
import { fontSizes } from './theme'

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name and tooltip text. */
  label: string
  icon: ReactNode
  /** Small count bubble, e.g. the number of items in the bag. */
  badge?: ReactNode
}

let lastHiddenAt = 0

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
          // Focus that follows a press is not keyboard focus: no tooltip then.
          if (!pressed.current) show(0)
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
        <Tip role="tooltip" id={tooltipId}>
          {label}
        </Tip>
      ) : null}
    </Anchor>
  )
})

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
  /* physical side: centred under the button with the translate below, the same in both directions */
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
  font-size: ${fontSizes.xs};
  white-space: nowrap;
  transform: translateX(-50%);
  pointer-events: auto;
  &::before {
    content: '';
    position: absolute;
    bottom: 100%;
    /* physical side: the arrow is centred like its tooltip */
    left: 50%;
    border: 5px solid transparent;
    border-bottom-color: ${({ theme }) => theme.colors.ink};
    transform: translateX(-50%);
  }
`
