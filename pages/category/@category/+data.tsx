import { useConfig } from 'vike-react/useConfig'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { SeoTags } from '@/components/catalogue/SeoTags'
import { listingPage } from '@/lib/catalogue/listingPage'
import { CATEGORIES } from '@/lib/constants'
import { contentOr503 } from '@/lib/content/unavailable'
import { toProductCard } from '@/lib/catalogue/views'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { routes } from '@/lib/routes'

/**
 * A known category (lib/constants CATEGORIES) always renders, with the spec's empty text when it has no products.
 * Any other category renders if the content has products in it (editors may add categories); otherwise it is a
 * 404 whose heading is the same empty text. Sort, size, colour and price filters work as on /products (§15).
 */
export async function data(pageContext: PageContextServer) {
  // useConfig() needs the hook's page context: before any await.
  const config = useConfig()
  const { catalogue } = pageContext
  const locale = pageContext.locale ?? DEFAULT_LOCALE
  // The route segment is the category's slug (`prayer-essentials`); slugs are lower-case.
  const category = (pageContext.routeParams.category ?? '').toLowerCase()
  const all = await contentOr503(catalogue.productsByCategory(category, locale), locale)
  const known = CATEGORIES.some((c) => c.slug === category)
  const t = messagesIn(catalogueMessages, locale).category
  if (!known && all.length === 0) throw render(404, t.empty)
  const { pageItems, ...list } = listingPage(all, pageContext.urlParsed, 'newest')
  const first = all[0]
  const title = first?.categoryName ?? CATEGORIES.find((c) => c.slug === category)?.title ?? category
  const seo = {
    canonical: catalogue.absoluteUrl(routes.category(category)),
    noindex: list.refined,
    ogImage: first?.image ? catalogue.absoluteImages.imageUrl(first.image, { w: 1200, h: 630 }) : undefined,
  }
  config({
    title: t.title(title),
    description: t.description(all.length, title),
    Head: <SeoTags seo={seo} locale={locale} />,
  })
  return {
    ...list,
    category,
    title,
    categoryTotal: all.length,
    products: pageItems.map((p) => toProductCard(catalogue.images, p, locale)),
    seo,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
