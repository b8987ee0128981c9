import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { Hero } from '@/components/catalogue/Hero'
import { PageContainer } from '@/components/layout/PageShell'
import { useMessages } from '@/lib/i18n/LocaleContext'
import { useRoutes } from '@/lib/react/useRoutes'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import type { Data } from './+data'

// The product sections below the hero are rendered whole by the server and hydrate when their chunk arrives
// (lib/react/lazyWithSsr.ts): their links work before; the hero, the largest paint, hydrates with the page.
const ProductSection = lazyWithSsr(() =>
  import('@/components/catalogue/ProductSection').then((m) => ({ default: m.ProductSection })),
)

export default function HomePage() {
  const { hero, newest, featured } = useData<Data>()
  const t = useMessages(catalogueMessages).home
  const routes = useRoutes()
  return (
    <PageContainer>
      {hero ? <Hero hero={hero} /> : <h1>{t.heading}</h1>}
      <Suspense>
        <ProductSection title={t.newest} products={newest} action={<a href={routes.products}>{t.seeAll}</a>} />
        <ProductSection title={t.featured} products={featured} />
      </Suspense>
    </PageContainer>
  )
}
