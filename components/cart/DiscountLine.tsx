import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { promotionMessages } from '@/lib/i18n/messages/promotions'
import { formatCurrencyString } from '@/lib/money'

export interface DiscountLineProps {
  code: string
  /** Cents off. */
  amount: number
  testId?: string
}

/**
 * The discount line of a summary (docs/product.md §20): "Discount (EID10)" and what it takes off, on the bag, the
 * cart and the order pages. The amount keeps its minus sign and digits left to right in Arabic too.
 */
export function DiscountLine({ code, amount, testId = 'discount-line' }: DiscountLineProps) {
  const t = useMessages(promotionMessages)
  return (
    <Row>
      <span>{t.line(code)}</span>
      <span data-testid={testId} dir="ltr">
        −{formatCurrencyString(amount)}
      </span>
    </Row>
  )
}

const Row = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`
