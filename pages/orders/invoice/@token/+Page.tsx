import { useData } from 'vike-react/useData'
import { PageContainer } from '@/components/layout/PageShell'
import { TaxInvoice } from '@/components/orders/TaxInvoice'
import type { Data } from './+data'

/** docs/product.md §10.8: a paid order's tax invoice and its adjustment notes, printable. */
export default function Page() {
  const { invoice, otherLanguageHref } = useData<Data>()
  return (
    <PageContainer>
      <TaxInvoice invoice={invoice} otherLanguageHref={otherLanguageHref} />
    </PageContainer>
  )
}
