import { useConfig } from 'vike-react/useConfig'
import type { PageContextServer } from 'vike/types'
import { SeoTags } from '@/components/catalogue/SeoTags'
import { listingPage } from '@/lib/catalogue/listingPage'
import { contentOr503 } from '@/lib/content/unavailable'
import { toProductCard } from '@/lib/catalogue/views'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { searchMessages } from '@/lib/i18n/messages/search'
import { routes } from '@/lib/routes'

/**
 * `/search?q=` (docs/product.md §15): the products matching `q` (typos and plurals forgiven, title matches first),
 * with the same sort, filters and 12-per-page pagination as /products. Search pages are never indexed.
 */
export async function data(pageContext: PageContextServer) {
  // useConfig() needs the hook's page context: before any await.
  const config = useConfig()
  const { catalogue } = pageContext
  const locale = pageContext.locale ?? DEFAULT_LOCALE
  const query = (pageContext.urlParsed.search.q ?? '').trim().slice(0, 100)
  const found = query ? await contentOr503(catalogue.search(query, Infinity, locale), locale) : []
  const { pageItems, ...list } = listingPage(found, pageContext.urlParsed, 'relevance')
  const seo = { canonical: catalogue.absoluteUrl(routes.search(query)), noindex: true }
  const t = messagesIn(searchMessages, locale).page
  config({ title: t.title(query), description: t.description, Head: <SeoTags seo={seo} locale={locale} /> })
  return { ...list, query, products: pageItems.map((p) => toProductCard(catalogue.images, p, locale)), seo }
}

export type Data = Awaited<ReturnType<typeof data>>
