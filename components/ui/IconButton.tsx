import * as Tooltip from '@radix-ui/react-tooltip'
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { styled } from 'styled-components'

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name and tooltip text. */
  label: string
  icon: ReactNode
  /** Small count bubble, e.g. the number of items in the bag. */
  badge?: ReactNode
}

/** A square icon button with a tooltip (delays come from the TooltipProvider in the layout). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, badge, type = 'button', ...rest },
  ref,
) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <Square ref={ref} type={type} aria-label={label} {...rest}>
          {icon}
          {badge !== undefined && badge !== null ? <Badge aria-hidden="true">{badge}</Badge> : null}
        </Square>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <TooltipContent sideOffset={6}>
          {label}
          <Tooltip.Arrow />
        </TooltipContent>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
})

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
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentInk};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`

const TooltipContent = styled(Tooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
  font-size: 13px;
  svg {
    fill: ${({ theme }) => theme.colors.ink};
  }
`
