import { Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PageContainer } from '@/components/layout/PageShell'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { homeMessages } from '@/lib/i18n/messages/home'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import type { Data } from './+data'

// The hero and the product sections are rendered whole by the server and hydrate when their chunk arrives
// (lib/react/lazyWithSsr.ts): before that their links work, and the hero's image, the largest paint, is in the
// server's HTML and preloaded; nothing else in them answers a shopper.
const Hero = lazyWithSsr(() => import('@/components/catalogue/Hero').then((m) => ({ default: m.Hero })))
const ProductSection = lazyWithSsr(() =>
  import('@/components/catalogue/ProductSection').then((m) => ({ default: m.ProductSection })),
)

export default function HomePage() {
  const { hero, newest, featured } = usePageContext().data as Data
  const t = useMessages(homeMessages)
  const routes = useRoutes()
  return (
    <PageContainer>
      {hero ? (
        <Suspense>
          <Hero hero={hero} />
        </Suspense>
      ) : (
        <h1>{t.heading}</h1>
      )}
      <Suspense>
        <ProductSection title={t.newest} products={newest} action={<a href={routes.products}>{t.seeAll}</a>} />
        <ProductSection title={t.featured} products={featured} />
      </Suspense>
    </PageContainer>
  )
}
