import { useConfig } from 'vike-react/useConfig'
import type { PageContextServer } from 'vike/types'
import { SeoTags } from '@/components/catalogue/SeoTags'
import { contentOr503 } from '@/lib/content/unavailable'
import { toHero, toProductCard } from '@/lib/catalogue/views'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { routes } from '@/lib/routes'

/** The home page keeps the shop's default title and description (pages/+title.ts); it adds its search tags. */
export async function data(pageContext: PageContextServer) {
  // useConfig() needs the hook's page context: before any await.
  const config = useConfig()
  const { catalogue } = pageContext
  const locale = pageContext.locale ?? DEFAULT_LOCALE
  const [hero, newest, featured] = await contentOr503(
    Promise.all([catalogue.hero(locale), catalogue.newestProducts(locale), catalogue.featuredProducts(locale)]),
    locale,
  )
  const seo = {
    canonical: catalogue.absoluteUrl(routes.home),
    ogImage: hero ? catalogue.absoluteImages.imageUrl(hero.primaryHeroImage, { w: 1200, h: 630 }) : undefined,
  }
  config({ Head: <SeoTags seo={seo} locale={locale} /> })
  return {
    hero: hero ? toHero(catalogue.images, hero) : null,
    newest: newest.map((p) => toProductCard(catalogue.images, p, locale)),
    featured: featured.map((p) => toProductCard(catalogue.images, p, locale)),
    seo,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
