import { routes } from '@/lib/routes'
import { LinkOutcome } from '../LinkOutcome'
import { linkDetail, linkPhase, type LinkState } from './EmailChangeStatus'
import { stockAlertTexts } from './settingsMessages'

/** What /alerts/confirm/:token shows (docs/product.md §16.5). */
export function StockAlertConfirmationStatus({ state }: { state: LinkState }) {
  return (
    <LinkOutcome
      phase={linkPhase(state)}
      pending={stockAlertTexts.confirmPending}
      succeeded={stockAlertTexts.confirmSucceeded}
      failed={stockAlertTexts.confirmFailed}
      detail={linkDetail(state)}
      next={{ succeeded: <a href={routes.products}>Browse the shop</a>, failed: stockAlertTexts.confirmNextFailed }}
    />
  )
}
