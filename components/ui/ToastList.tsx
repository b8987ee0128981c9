import { useDirection } from '@radix-ui/react-direction'
import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { styled, css, keyframes } from 'styled-components'
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_HOTKEY,
} from '@/lib/constants'
import { useMessages } from '@/lib/react/LocaleContext'
import { commonMessages } from '@/lib/i18n/messages/common'
import type { ToastData } from '@/lib/toast/store'
import { slideFrom, slideInline } from './direction'
import { fontSizes } from './theme'

type SwipeDirection = NonNullable<ToastPrimitive.ToastProviderProps['swipeDirection']>

/** Radix's swipe directions are physical: away from the inline end is a swipe right in English, left in Arabic. */
function mirrored(direction: SwipeDirection): SwipeDirection {
  return direction === 'right' ? 'left' : direction === 'left' ? 'right' : direction
}

/**
 * Toasts with Radix Toast (docs/product.md §9 defaults: 5000 ms, swipe right, 50 px, F8). Its own chunk: the
 * Toaster loads it with the first toast. Stories render it with fixed toasts.
 */
export default function ToastList({ toasts }: { toasts: ToastData[] }) {
  const swipeDirection = useDirection() === 'rtl' ? mirrored(TOAST_SWIPE_DIRECTION) : TOAST_SWIPE_DIRECTION
  const t = useMessages(commonMessages)
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={swipeDirection}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Root key={id} $variant={variant} {...props}>
          <div>
            {title ? <Title>{title}</Title> : null}
            {description ? <Description>{description}</Description> : null}
          </div>
          {action}
          <Close aria-label={t.close}>
            <X size={16} aria-hidden="true" />
          </Close>
        </Root>
      ))}
      <Viewport hotkey={TOAST_VIEWPORT_HOTKEY} label={t.notifications} />
    </ToastPrimitive.Provider>
  )
}

const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  /* at the bottom on every screen: at the top of a phone it covered the header's bag badge (docs/product.md §4.6) */
  bottom: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
`

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastData['variant'] }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${slideFrom('end', 'calc(100% + 24px)')}
  ${({ $variant, theme }) =>
    $variant === 'destructive'
      ? css`
          background: ${theme.colors.danger};
          color: #fff;
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.ink};
          border: 1px solid ${theme.colors.line};
        `}
  &[data-state='open'] {
    animation: ${slideInline} 200ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 150ms ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${fadeOut} 100ms ease-out forwards;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
`

const Description = styled(ToastPrimitive.Description)`
  font-size: ${fontSizes.sm};
  opacity: 0.9;
`

const Close = styled(ToastPrimitive.Close)`
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  padding: 4px;
  opacity: 0.7;
  &:hover {
    opacity: 1;
  }
`
