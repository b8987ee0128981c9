import { useData } from 'vike-react/useData'
import { Hero } from '@/components/catalogue/Hero'
import { ProductSection } from '@/components/catalogue/ProductSection'
import { PageContainer } from '@/components/layout/PageShell'
import { routes } from '@/lib/routes'
import type { Data } from './+data'

export default function HomePage() {
  const { hero, newest, featured } = useData<Data>()
  return (
    <PageContainer>
      {hero ? <Hero hero={hero} /> : <h1>Islamic Elegance</h1>}
      <ProductSection title="Our Newest Additions" products={newest} action={<a href={routes.products}>See All</a>} />
      <ProductSection title="Our Featured Products" products={featured} />
    </PageContainer>
  )
}
