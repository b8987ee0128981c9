import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { gstIncluded } from '@/lib/gst'
import { instalmentText, type PaymentMethodType } from '@/lib/instalments'
import { gstMessages } from '@/lib/i18n/messages/gst'
import { formatCurrencyString } from '@/lib/money'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { fontSizes } from '../ui/theme'

/**
 * What the shop's configuration says about paying (the public configuration, server/config.ts): whether the seller is
 * registered for GST (`GST_REGISTERED`, docs/product.md §10.8: off, the storefront names no GST) and the payment
 * methods (`PAYMENT_METHODS`, §10.9: the instalments note). Here, beside the lines it decides, so that the cart page
 * loads no module more for it.
 */
export function usePaymentTerms(): { gstRegistered: boolean; paymentMethods?: PaymentMethodType[] } {
  const config = usePageContext().publicConfig
  return { gstRegistered: config?.gstRegistered !== false, paymentMethods: config?.paymentMethods }
}

export interface TotalNotesProps {
  /** The amount the lines speak of, in cents, GST included. */
  total: number
  /** PAYMENT_METHODS (docs/product.md §10.9): with a pay-later method on, the amount's instalments are named. */
  paymentMethods?: readonly PaymentMethodType[]
  /** GST_REGISTERED (docs/product.md §10.8): off, no GST is named. */
  gstRegistered?: boolean
  /** `cart` on the cart page, `bag` in the bag panel: `<where>-gst`, `<where>-instalments`. */
  where: 'cart' | 'bag'
}

/**
 * The lines under an amount, the same on the cart page and in the bag: the GST it includes, by the one rule
 * (lib/gst.ts, docs/product.md §10.8), and what it comes to in instalments (lib/instalments.ts, §10.9).
 */
export function TotalNotes({ total, paymentMethods, gstRegistered = true, where }: TotalNotesProps) {
  const gst = useMessages(gstMessages)
  const locale = useLocale()
  const instalments = instalmentText(total, paymentMethods, locale)
  return (
    <>
      {gstRegistered ? (
        <AmountRow>
          <span>{gst.includedLabel}</span>
          <span data-testid={`${where}-gst`}>{formatCurrencyString(gstIncluded(total))}</span>
        </AmountRow>
      ) : null}
      {instalments ? <Instalments data-testid={`${where}-instalments`}>{instalments}</Instalments> : null}
    </>
  )
}

/** A label and its amount on one line: the cart summary's rows use it too. */
export const AmountRow = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
`

const Instalments = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
`
