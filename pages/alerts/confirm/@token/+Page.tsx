import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import type { LinkState } from '@/components/account/settings/EmailChangeStatus'
import { StockAlertConfirmationStatus } from '@/components/account/settings/StockAlertConfirmationStatus'
import { emailChangeTexts, stockAlertTexts } from '@/components/account/settings/settingsMessages'
import { PageContainer } from '@/components/layout/PageShell'
import { confirmStockAlert } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { linkOnce } from '../../../linkOnce'

/** docs/product.md §16.5: the alert's double opt-in link confirms on load. */
export default function Page() {
  const { routeParams } = usePageContext()
  const token = routeParams.token ?? ''
  const [state, setState] = useState<LinkState>({ status: 'confirming' })
  useEffect(() => {
    let active = true
    void linkOnce(`alert:${token}`, () => confirmStockAlert(browserApi(), token), emailChangeTexts.unexpected).then(
      (result) => active && setState(result),
    )
    return () => {
      active = false
    }
  }, [token])
  return (
    <PageContainer>
      <AuthCard title={stockAlertTexts.confirmTitle}>
        <StockAlertConfirmationStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}
