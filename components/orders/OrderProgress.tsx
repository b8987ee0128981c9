import { Truck } from 'lucide-react'
import { styled } from 'styled-components'
import type { ApiOrder } from '@/lib/api/types'
import { fontSizes } from '../ui/theme'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { orderMessages } from '@/lib/i18n/messages/orders'
import { orderMoment } from '@/lib/orderText'

/**
 * Where an order is (docs/product.md §17.2): the parcel's tracking link once shipped, the address it goes to, and the
 * shopper-facing events, oldest first.
 */
export function OrderProgress({ order }: { order: Pick<ApiOrder, 'tracking' | 'shippingAddress' | 'timeline'> }) {
  const { tracking, shippingAddress: address, timeline } = order
  const t = useMessages(orderMessages).progress
  const locale = useLocale()
  return (
    <Progress>
      {tracking ? (
        <Tracking>
          <Truck size={20} aria-hidden="true" />
          {tracking.url ? (
            <a href={tracking.url} target="_blank" rel="noopener noreferrer">
              {t.tracking}: <bdi>{tracking.carrier}</bdi> <bdi>{tracking.number}</bdi>
            </a>
          ) : (
            <span>{t.trackingNoLink(tracking.carrier, tracking.number)}</span>
          )}
        </Tracking>
      ) : null}
      {address ? (
        <section aria-labelledby="order-address">
          <h2 id="order-address">{t.shippingTo}</h2>
          <Address>
            {[address.name, address.line1, address.line2, [address.city, address.state, address.postalCode]]
              .map((part) => (Array.isArray(part) ? part.filter(Boolean).join(' ') : part))
              .filter(Boolean)
              .map((line, index) => (
                // Typed by the shopper, in any script: each line keeps its own direction inside a <bdi>, at the page's
                // start (docs/product.md §19.6),
                // so "12 Smith Street" does not read "Smith Street 12" on an Arabic page.
                <span key={index}>
                  <bdi>{line}</bdi>
                </span>
              ))}
          </Address>
        </section>
      ) : null}
      {timeline.length > 0 ? (
        <section aria-labelledby="order-timeline">
          <h2 id="order-timeline">{t.timeline}</h2>
          <Timeline>
            {timeline.map((event) => (
              <li key={event.id}>
                <time dateTime={event.at}>{orderMoment(event.at, locale)}</time>
                <span>{event.message}</span>
              </li>
            ))}
          </Timeline>
        </section>
      ) : null}
    </Progress>
  )
}

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 720px;
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${fontSizes.xl};
  }
`

const Tracking = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sand};
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`

const Address = styled.address`
  display: grid;
  font-style: normal;
  line-height: 1.5;
`

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 11rem 1fr;
    gap: ${({ theme }) => theme.space(3)};
  }
  time {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  @media (max-width: 480px) {
    li {
      grid-template-columns: 1fr;
      gap: 0;
    }
  }
`
