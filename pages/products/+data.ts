import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { PRODUCTS_PER_PAGE } from '@/lib/constants'
import { contentOr503 } from '@/lib/content/unavailable'
import { toProductCard } from '@/lib/content/views'
import { routes } from '@/lib/routes'

/**
 * `?page=N` (1-based). A page past the end redirects to the last page, and anything that is not a whole number
 * ≥ 1 (`?page=abc`, `?page=0`, `?page=1`) redirects to the canonical first page, `/products` — so each listing
 * has exactly one URL.
 */
export async function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const raw = pageContext.urlParsed.search.page
  const all = await contentOr503(content.allProducts())
  const pageCount = Math.max(1, Math.ceil(all.length / PRODUCTS_PER_PAGE))
  let page = 1
  if (raw !== undefined) {
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN
    if (!Number.isSafeInteger(n) || n < 2) throw redirect(routes.products)
    if (n > pageCount) throw redirect(routes.productsPage(pageCount))
    page = n
  }
  const start = (page - 1) * PRODUCTS_PER_PAGE
  const first = all[0]
  return {
    page,
    pageCount,
    total: all.length,
    products: all.slice(start, start + PRODUCTS_PER_PAGE).map((p) => toProductCard(content.images, p)),
    seo: {
      canonical: content.absoluteUrl(routes.productsPage(page)),
      ogImage: first?.image ? content.absoluteImages.imageUrl(first.image, { w: 1200, h: 630 }) : undefined,
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
