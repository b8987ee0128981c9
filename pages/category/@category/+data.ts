import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
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
  const { content } = pageContext
  const locale = pageContext.locale ?? DEFAULT_LOCALE
  // The route segment is the category's slug (`prayer-essentials`); slugs are lower-case.
  const category = (pageContext.routeParams.category ?? '').toLowerCase()
  const all = await contentOr503(content.productsByCategory(category, locale), locale)
  const known = CATEGORIES.some((c) => c.slug === category)
  if (!known && all.length === 0) throw render(404, messagesIn(catalogueMessages, pageContext.locale).category.empty)
  const { pageItems, ...list } = listingPage(all, pageContext.urlParsed, 'newest')
  const first = all[0]
  return {
    ...list,
    category,
    title: all[0]?.categoryName ?? CATEGORIES.find((c) => c.slug === category)?.title ?? category,
    categoryTotal: all.length,
    products: pageItems.map((p) => toProductCard(content.images, p)),
    seo: {
      canonical: content.absoluteUrl(routes.category(category)),
      noindex: list.refined,
      ogImage: first?.image ? content.absoluteImages.imageUrl(first.image, { w: 1200, h: 630 }) : undefined,
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
