/**
 * An order's two badges (server/orders/lifecycle.ts): where its money is and where its goods are, side by side, so
 * a partly refunded order still says it shipped (UX walk #40, #41).
 */
import { Badge, Flex } from '@sanity/ui'
import { fulfilmentTone, paymentTone } from './format'
import { ordersText } from './messages'
import type { StaffOrderSummaryFragment } from './operations.generated'

export function StatusBadges({
  order,
}: {
  order: Pick<StaffOrderSummaryFragment, 'paymentStatus' | 'fulfilmentStatus'>
}) {
  return (
    <Flex gap={2} wrap="wrap" align="center">
      <Badge tone={paymentTone(order.paymentStatus)} data-testid="order-payment">
        {ordersText.payment[order.paymentStatus]}
      </Badge>
      <Badge tone={fulfilmentTone(order.fulfilmentStatus)} data-testid="order-fulfilment">
        {ordersText.fulfilment[order.fulfilmentStatus]}
      </Badge>
    </Flex>
  )
}
