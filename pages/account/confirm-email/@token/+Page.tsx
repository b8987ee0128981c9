import { AuthCard } from '@/components/account/AuthCard'
import { EmailChangeStatus } from '@/components/account/settings/EmailChangeStatus'
import { emailChangeTexts } from '@/components/account/settings/settingsMessages'
import { PageContainer } from '@/components/layout/PageShell'
import { confirmEmailChange } from '@/lib/api/settings'
import { browserApi } from '@/lib/api/browser'
import { useConfirmLink } from '../../../useConfirmLink'

const confirm = (token: string) => confirmEmailChange(browserApi(), token)

/** docs/product.md §4.4: the link mailed to the new address confirms on load. */
export default function Page() {
  const state = useConfirmLink('email', confirm, emailChangeTexts.unexpected)
  return (
    <PageContainer>
      <AuthCard title={emailChangeTexts.title}>
        <EmailChangeStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}
