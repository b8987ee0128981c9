import { Suspense, useRef } from 'react'
import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { PageContainer } from '@/components/layout/PageShell'
import { Gallery } from '@/components/product/Gallery'
import { ProductActions } from '@/components/product/ProductActions'
import { ProductSummary } from '@/components/product/ProductSummary'
import { SizeGuide } from '@/components/product/SizeGuide'
import { StickyBuyBar } from '@/components/product/StickyBuyBar'
import { StickyBuyBarRoom } from '@/components/product/StickyBuyBarRoom'
import { VariantPicker } from '@/components/product/VariantPicker'
import { media } from '@/components/ui/theme'
import { formatPrice, toMinorUnits } from '@/lib/money'
import { productMessages } from '@/lib/i18n/messages/product'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { useMessages } from '@/lib/react/LocaleContext'
import type { Data } from './+data'
import { useLiveStock } from './useLiveStock'
import { useProductActions } from './useProductActions'
import { useStockAlert } from './useStockAlert'

// Shown only for sold-out sizes and colours: its field and messages load with the page, not in its first JavaScript.
const BackInStockForm = lazyWithSsr(() =>
  import('@/components/product/BackInStockForm').then((m) => ({ default: m.BackInStockForm })),
)

export default function ProductPage() {
  const { product: content, initialChoice, instalments: notes } = usePageContext().data as Data
  const variants = useLiveStock(content.variants)
  const product = { ...content, variants }
  const { choice, variant, onChoose, actions } = useProductActions(product, initialChoice)
  const alert = useStockAlert(product.slug, product.variants)
  const picker = useRef<HTMLDivElement>(null)
  const buttons = useRef<HTMLDivElement>(null)
  const price = variant?.price ?? product.price
  const notifyMe = useMessages(productMessages).actions.notifyMe
  // docs/product.md §10.9: the chosen variant's price in instalments (made by the data hook), when one applies.
  const instalments = notes[toMinorUnits(price)] ?? null
  return (
    <PageContainer>
      <Layout>
        <Gallery images={product.gallery} productName={product.title} colour={choice.colour} />
        <Details>
          <ProductSummary
            title={product.title}
            price={price}
            description={product.description}
            categoryName={product.categoryName}
            instalments={instalments}
          >
            <div ref={picker}>
              <VariantPicker
                variants={product.variants}
                choice={choice}
                onChange={onChoose}
                sizeGuide={
                  product.sizeGuide ? <SizeGuide guide={product.sizeGuide} chosen={choice.size ?? undefined} /> : null
                }
              />
            </div>
            <div ref={buttons}>
              <ProductActions {...actions} onNotify={goToStockAlert} />
            </div>
          </ProductSummary>
          <Suspense>
            <BackInStockForm
              {...alert}
              key={alert.email ?? ''}
              id={STOCK_ALERT_FORM_ID}
              defaultPriceId={actions.soldOut ? variant?.price_id : undefined}
            />
          </Suspense>
          <StickyBuyBarRoom />
        </Details>
      </Layout>
      <StickyBuyBar
        watch={buttons}
        title={product.title}
        price={formatPrice(price)}
        cart={actions.cart}
        choiceHint={actions.soldOut ? notifyMe : actions.choiceHint}
        onAddToBag={actions.onAddToBag}
        onViewBag={actions.onViewBag}
        onGoToChoice={() => (actions.soldOut ? goToStockAlert() : goToChoice(picker.current))}
      />
    </PageContainer>
  )
}

/** Where Notify me leads: the back-in-stock form, already set to the chosen variant, its e-mail field focused. */
const STOCK_ALERT_FORM_ID = 'back-in-stock'

function goToStockAlert() {
  const form = document.getElementById(STOCK_ALERT_FORM_ID)
  form?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  form?.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true })
}

/** The sticky bar's way to the choice: the first size or colour group with nothing chosen, else the first group. */
function goToChoice(picker: HTMLElement | null) {
  const radio =
    picker?.querySelector<HTMLInputElement>('fieldset:not(:has(input:checked)) input') ??
    picker?.querySelector<HTMLInputElement>('input')
  picker?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  radio?.focus({ preventScroll: true })
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${media.md} {
    gap: ${({ theme }) => theme.space(8)};
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
