import { styled } from 'styled-components'
import type { ApiStockAlert } from '@/lib/api/types'
import { useLocale, useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { Button } from '../../ui/Button'
import { SectionText } from './SettingsSection'
import { useAction } from './useAction'
import { fontSizes } from '@/components/ui/theme'

export interface StockAlertListProps {
  alerts: ApiStockAlert[]
  /** Cancels one alert; resolves when it is gone. */
  onCancel: (id: string) => Promise<unknown>
}

type AlertTexts = (typeof settingsMessages)['en']['alerts']

const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** "5 Dec 2026": Latin digits in every language, so the server and the browser write the same. */
function expiryDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(`${LANGUAGE_TAGS[locale]}-u-nu-latn`, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

function status(alert: ApiStockAlert, texts: AlertTexts, locale: Locale): string {
  if (alert.notifiedAt) return texts.sent
  if (!alert.confirmed) return texts.unconfirmed
  return `${texts.waiting} ${texts.expires(expiryDate(alert.expiresAt, locale))}`
}

/** The shopper's back-in-stock alerts (docs/product.md §16.5), each with a Cancel button. */
export function StockAlertList({ alerts, onCancel }: StockAlertListProps) {
  const texts = useMessages(settingsMessages).alerts
  const locale = useLocale()
  const routes = useRoutes()
  const { busy, act } = useAction(onCancel, () => texts.cancelled)
  if (alerts.length === 0) return <SectionText>{texts.empty}</SectionText>
  return (
    <List aria-label={texts.list}>
      {alerts.map((alert) => (
        <Item key={alert.id}>
          <div>
            <a href={routes.product(alert.productSlug)}>{alert.productTitle}</a> ({alert.variant})
            <Meta>{status(alert, texts, locale)}</Meta>
          </div>
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={texts.cancel(alert.productTitle, alert.variant)}
            onClick={() => void act(alert.id)}
          >
            {texts.cancelButton}
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
