import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { LinkOutcome } from '../LinkOutcome'
import { linkDetail, linkPhase, type LinkState } from './EmailChangeStatus'

/** What /alerts/confirm/:token shows (docs/product.md §16.5). */
export function StockAlertConfirmationStatus({ state }: { state: LinkState }) {
  const t = useMessages(mailLinkMessages).alertConfirm
  const routes = useRoutes()
  return (
    <LinkOutcome
      phase={linkPhase(state)}
      pending={t.pending}
      succeeded={t.succeeded}
      failed={t.failed}
      detail={linkDetail(state)}
      next={{ succeeded: <a href={routes.products}>{t.browse}</a>, failed: t.nextFailed }}
    />
  )
}
