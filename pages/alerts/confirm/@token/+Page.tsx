import { AuthCard } from '@/components/account/AuthCard'
import { StockAlertConfirmationStatus } from '@/components/account/settings/StockAlertConfirmationStatus'
import { emailChangeTexts, stockAlertTexts } from '@/components/account/settings/settingsMessages'
import { PageContainer } from '@/components/layout/PageShell'
import { confirmStockAlert } from '@/lib/api/settings'
import { browserApi } from '@/lib/api/browser'
import { useConfirmLink } from '../../../useConfirmLink'

const confirm = (token: string) => confirmStockAlert(browserApi(), token)

/** docs/product.md §16.5: the alert's double opt-in link confirms on load. */
export default function Page() {
  const state = useConfirmLink('alert', confirm, emailChangeTexts.unexpected)
  return (
    <PageContainer>
      <AuthCard title={stockAlertTexts.confirmTitle}>
        <StockAlertConfirmationStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}
