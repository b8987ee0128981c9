import { AuthCard } from '@/components/account/AuthCard'
import { EmailChangeStatus } from '@/components/account/settings/EmailChangeStatus'
import { PageContainer } from '@/components/layout/PageShell'
import { browserApi } from '@/lib/api/browser'
import { ConfirmEmailChangeDocument } from '@/lib/api/operations.generated'
import { useMessages } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { useConfirmLink } from '../../../useConfirmLink'

const confirm = async (token: string) =>
  (await browserApi().request(ConfirmEmailChangeDocument, { token })).confirmEmailChange

/** docs/product.md §4.4: the link mailed to the new address confirms on load. */
export default function Page() {
  const messages = useMessages(mailLinkMessages)
  const state = useConfirmLink('email', confirm, messages.unexpected)
  const t = messages.emailChange
  return (
    <PageContainer>
      <AuthCard title={t.title}>
        <EmailChangeStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _confirmEmailChangeOperation = /* GraphQL */ `
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      message
    }
  }
`
