import { AuthCard } from '@/components/account/AuthCard'
import { unsubscribeTexts } from '@/components/account/settings/settingsMessages'
import { PageContainer } from '@/components/layout/PageShell'
import { routes } from '@/lib/routes'

/** Where the unsubscribe page's button leads once done (docs/product.md §12.3). */
export default function Page() {
  return (
    <PageContainer>
      <AuthCard title={unsubscribeTexts.doneTitle} footer={<a href={routes.products}>{unsubscribeTexts.browse}</a>}>
        <p role="status">{unsubscribeTexts.done}</p>
      </AuthCard>
    </PageContainer>
  )
}
