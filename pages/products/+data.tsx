import { useConfig } from 'vike-react/useConfig'
import type { PageContextServer } from 'vike/types'
import { SeoTags } from '@/components/catalogue/SeoTags'
import { listingQuery } from '@/lib/catalogue/listing'
import { listingPage } from '@/lib/catalogue/listingPage'
import { contentOr503 } from '@/lib/content/unavailable'
import { toProductCard } from '@/lib/catalogue/views'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { routes } from '@/lib/routes'

/**
 * `/products` with sort, filters and `?page=N` (docs/product.md §13.2, §15), 12 per page. A page past the end
 * redirects to the last page, an invalid one (`?page=abc`, `?page=0`, `?page=1`) to the first, and any other
 * non-canonical query to its canonical form — so each listing has exactly one URL.
 */
export async function data(pageContext: PageContextServer) {
  // useConfig() needs the hook's page context: before any await.
  const config = useConfig()
  const { catalogue } = pageContext
  const locale = pageContext.locale ?? DEFAULT_LOCALE
  const all = await contentOr503(catalogue.allProducts(locale), locale)
  const { pageItems, ...list } = listingPage(all, pageContext.urlParsed, 'newest')
  const first = pageItems[0] ?? all[0]
  const seo = {
    // Filtered or re-sorted views point at the plain list and are not indexed, so filters never multiply pages.
    canonical: catalogue.absoluteUrl(
      list.refined ? routes.products : `${routes.products}${listingQuery({ page: list.page }, 'newest')}`,
    ),
    noindex: list.refined,
    ogImage: first?.image ? catalogue.absoluteImages.imageUrl(first.image, { w: 1200, h: 630 }) : undefined,
  }
  const t = messagesIn(catalogueMessages, locale).products
  config({
    title: t.title(list.page, list.pageCount),
    description: t.description(list.total),
    Head: <SeoTags seo={seo} locale={locale} />,
  })
  return { ...list, products: pageItems.map((p) => toProductCard(catalogue.images, p, locale)), seo }
}

export type Data = Awaited<ReturnType<typeof data>>
