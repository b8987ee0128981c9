import { styled } from 'styled-components'
import type { ApiOrder } from '@/lib/api/types'
import { useMessages } from '@/lib/react/LocaleContext'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { fontSizes } from '../ui/theme'

type Tone = 'good' | 'bad' | 'neutral'

const PAYMENT_TONE: Record<ApiOrder['paymentStatus'], Tone> = {
  pending: 'neutral',
  failed: 'bad',
  paid: 'good',
  test: 'neutral',
  partly_refunded: 'neutral',
  refunded: 'neutral',
  disputed: 'bad',
  dispute_lost: 'bad',
}

const FULFILMENT_TONE: Record<ApiOrder['fulfilmentStatus'], Tone> = {
  unfulfilled: 'neutral',
  shipped: 'good',
  cancelled: 'bad',
}

/**
 * An order's two badges (docs/product.md §17.3): where its money is (paid, partly refunded…) and where its goods are
 * (not shipped yet, shipped, cancelled), so a partly refunded order that shipped says both. An order whose payment is
 * pending or failed shows only that.
 */
export function OrderStatusBadges({ order }: { order: Pick<ApiOrder, 'paymentStatus' | 'fulfilmentStatus'> }) {
  const t = useMessages(orderMessages)
  const unpaid = order.paymentStatus === 'pending' || order.paymentStatus === 'failed'
  return (
    <Badges role="group" aria-label={t.statusLabel}>
      <Badge $tone={PAYMENT_TONE[order.paymentStatus]}>{t.payment[order.paymentStatus]}</Badge>
      {unpaid ? null : (
        <Badge $tone={FULFILMENT_TONE[order.fulfilmentStatus]}>{t.fulfilment[order.fulfilmentStatus]}</Badge>
      )}
    </Badges>
  )
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`

const Badge = styled.span<{ $tone: Tone }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'good' ? '#e5f0e8' : $tone === 'bad' ? theme.colors.dangerSurface : theme.colors.sand};
  color: ${({ theme, $tone }) =>
    $tone === 'good' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.ink};
`
