import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { Hero } from '@/components/catalogue/Hero'
import { PageContainer } from '@/components/layout/PageShell'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { routes } from '@/lib/routes'
import type { Data } from './+data'

// The product sections below the hero are rendered whole by the server and hydrate when their chunk arrives
// (lib/react/lazyWithSsr.ts): their links work before; the hero, the largest paint, hydrates with the page.
const ProductSection = lazyWithSsr(() =>
  import('@/components/catalogue/ProductSection').then((m) => ({ default: m.ProductSection })),
)

export default function HomePage() {
  const { hero, newest, featured } = useData<Data>()
  return (
    <PageContainer>
      {hero ? <Hero hero={hero} /> : <h1>Islamic Elegance</h1>}
      <Suspense>
        <ProductSection title="Our Newest Additions" products={newest} action={<a href={routes.products}>See All</a>} />
        <ProductSection title="Our Featured Products" products={featured} />
      </Suspense>
    </PageContainer>
  )
}
