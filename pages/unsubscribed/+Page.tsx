import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { usePageHead } from '../usePageHead'

/** Where the unsubscribe page's button leads once done (docs/product.md §12.3). */
export default function Page() {
  const t = useMessages(mailLinkMessages).unsubscribed
  usePageHead({ title: t.pageTitle, description: t.description })
  const routes = useRoutes()
  return (
    <PageContainer>
      <AuthCard title={t.title} footer={<a href={routes.products}>{t.browse}</a>}>
        <p role="status">{t.text}</p>
      </AuthCard>
    </PageContainer>
  )
}
