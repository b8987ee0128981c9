import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { UnsubscribeForm } from '@/components/account/settings/UnsubscribeForm'
import { unsubscribeTexts } from '@/components/account/settings/settingsMessages'
import { PageContainer } from '@/components/layout/PageShell'

/** docs/product.md §12.3: the visible unsubscribe link of newsletter and alert mails. */
export default function Page() {
  const { routeParams } = usePageContext()
  return (
    <PageContainer>
      <AuthCard title={unsubscribeTexts.title}>
        <UnsubscribeForm token={routeParams.token ?? ''} />
      </AuthCard>
    </PageContainer>
  )
}
