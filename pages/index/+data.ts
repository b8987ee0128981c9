import type { PageContextServer } from 'vike/types'
import { contentOr503 } from '@/lib/content/unavailable'
import { toHero, toProductCard } from '@/lib/catalogue/views'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { routes } from '@/lib/routes'

export async function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const locale = pageContext.locale ?? DEFAULT_LOCALE
  const [hero, newest, featured] = await contentOr503(
    Promise.all([content.hero(locale), content.newestProducts(locale), content.featuredProducts(locale)]),
    locale,
  )
  return {
    hero: hero ? toHero(content.images, hero) : null,
    newest: newest.map((p) => toProductCard(content.images, p)),
    featured: featured.map((p) => toProductCard(content.images, p)),
    seo: {
      canonical: content.absoluteUrl(routes.home),
      ogImage: hero ? content.absoluteImages.imageUrl(hero.primaryHeroImage, { w: 1200, h: 630 }) : undefined,
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
