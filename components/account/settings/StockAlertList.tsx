import { styled } from 'styled-components'
import type { ApiStockAlert } from '@/lib/api/settings'
import { routes } from '@/lib/routes'
import { Button } from '../../ui/Button'
import { SectionText } from './SettingsSection'
import { settingsTexts } from './settingsMessages'
import { useAction } from './useAction'
import { fontSizes } from '@/components/ui/theme'

export interface StockAlertListProps {
  alerts: ApiStockAlert[]
  /** Cancels one alert; resolves when it is gone. */
  onCancel: (id: string) => Promise<unknown>
}

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' })

function status(alert: ApiStockAlert): string {
  const texts = settingsTexts.alerts
  if (alert.notifiedAt) return texts.sent
  if (!alert.confirmed) return texts.unconfirmed
  return `${texts.waiting} ${texts.expires(dateFormat.format(new Date(alert.expiresAt)))}`
}

/** The shopper's back-in-stock alerts (docs/product.md §16.5), each with a Cancel button. */
export function StockAlertList({ alerts, onCancel }: StockAlertListProps) {
  const texts = settingsTexts.alerts
  const { busy, act } = useAction(onCancel, () => texts.cancelled)
  if (alerts.length === 0) return <SectionText>{texts.empty}</SectionText>
  return (
    <List aria-label="Your alerts">
      {alerts.map((alert) => (
        <Item key={alert.id}>
          <div>
            <a href={routes.product(alert.productSlug)}>{alert.productTitle}</a> ({alert.variant})
            <Meta>{status(alert)}</Meta>
          </div>
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={texts.cancel(alert.productTitle, alert.variant)}
            onClick={() => void act(alert.id)}
          >
            Cancel
          </Button>
        </Item>
      ))}
    </List>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`

const Meta = styled.span`
  display: block;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`
