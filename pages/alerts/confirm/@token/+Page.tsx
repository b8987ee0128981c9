import { AuthCard } from '@/components/account/AuthCard'
import { StockAlertConfirmationStatus } from '@/components/account/settings/StockAlertConfirmationStatus'
import { PageContainer } from '@/components/layout/PageShell'
import { browserApi } from '@/lib/api/browser'
import { ConfirmStockAlertDocument } from '@/lib/api/operations.generated'
import { useMessages } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { useConfirmLink } from '../../../useConfirmLink'
import { usePageHead } from '../../../usePageHead'

const confirm = async (token: string) =>
  (await browserApi().request(ConfirmStockAlertDocument, { token })).confirmStockAlert

/** docs/product.md §16.5: the alert's double opt-in link confirms on load. */
export default function Page() {
  const messages = useMessages(mailLinkMessages)
  const state = useConfirmLink('alert', confirm, messages.unexpected)
  const t = messages.alertConfirm
  usePageHead({ title: t.pageTitle, description: t.description })
  return (
    <PageContainer>
      <AuthCard title={t.title}>
        <StockAlertConfirmationStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _confirmStockAlertOperation = /* GraphQL */ `
  mutation ConfirmStockAlert($token: String!) {
    confirmStockAlert(token: $token) {
      message
    }
  }
`
