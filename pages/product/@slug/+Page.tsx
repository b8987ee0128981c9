import { Suspense } from 'react'
import { styled } from 'styled-components'
import { useData } from 'vike-react/useData'
import { PageContainer } from '@/components/layout/PageShell'
import { Gallery } from '@/components/product/Gallery'
import { ProductActions } from '@/components/product/ProductActions'
import { ProductSummary } from '@/components/product/ProductSummary'
import { VariantPicker } from '@/components/product/VariantPicker'
import { media } from '@/components/ui/theme'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import type { Data } from './+data'
import { useLiveStock } from './useLiveStock'
import { useProductActions } from './useProductActions'
import { useStockAlert } from './useStockAlert'

// Shown only for sold-out sizes and colours: its field and messages load with the page, not in its first JavaScript.
const BackInStockForm = lazyWithSsr(() =>
  import('@/components/product/BackInStockForm').then((m) => ({ default: m.BackInStockForm })),
)

export default function ProductPage() {
  const { product: content, initialChoice } = useData<Data>()
  const variants = useLiveStock(content.variants)
  const product = { ...content, variants }
  const { choice, variant, onChoose, actions } = useProductActions(product, initialChoice)
  const alert = useStockAlert(product.slug, product.variants)
  return (
    <PageContainer>
      <Layout>
        <Gallery images={product.gallery} productName={product.title} colour={choice.colour} />
        <Details>
          <ProductSummary
            title={product.title}
            price={variant?.price ?? product.price}
            description={product.description}
            categoryName={product.categoryName}
          />
          <VariantPicker variants={product.variants} choice={choice} onChange={onChoose} />
          <ProductActions {...actions} />
          <Suspense>
            <BackInStockForm {...alert} key={alert.email ?? ''} />
          </Suspense>
        </Details>
      </Layout>
    </PageContainer>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${media.md} {
    grid-template-columns: minmax(0, 500px) minmax(0, 1fr);
    align-items: start;
  }
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`
