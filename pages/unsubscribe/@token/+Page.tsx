import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { UnsubscribeForm } from '@/components/account/settings/UnsubscribeForm'
import { PageContainer } from '@/components/layout/PageShell'
import { useMessages } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { usePageHead } from '../../usePageHead'

/** docs/product.md §12.3: the visible unsubscribe link of newsletter and alert mails. */
export default function Page() {
  const { routeParams } = usePageContext()
  const t = useMessages(mailLinkMessages).unsubscribe
  usePageHead({ title: t.pageTitle, description: t.description })
  return (
    <PageContainer>
      <AuthCard title={t.title}>
        <UnsubscribeForm token={routeParams.token ?? ''} />
      </AuthCard>
    </PageContainer>
  )
}
