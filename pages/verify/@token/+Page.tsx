import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { VerifyEmailStatus } from '@/components/account/VerifyEmailStatus'
import { PageContainer } from '@/components/layout/PageShell'
import { useMessages } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { useVerification } from './useVerification'
import { usePageHead } from '../../usePageHead'

export default function Page() {
  const { routeParams } = usePageContext()
  const state = useVerification(routeParams.token ?? '')
  const t = useMessages(mailLinkMessages).verify
  usePageHead({ title: t.pageTitle, description: t.description })
  return (
    <PageContainer>
      <AuthCard title={t.title}>
        <VerifyEmailStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}
