import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { CATEGORIES } from '@/lib/constants'
import { EMPTY_CATEGORY_TEXT } from '@/lib/content/copy'
import { contentOr503 } from '@/lib/content/unavailable'
import { toProductCard } from '@/lib/content/views'
import { routes } from '@/lib/routes'

/**
 * A known category (lib/constants CATEGORIES) always renders, with the spec's empty text when it has no products.
 * Any other category renders if the content has products in it (editors may add categories); otherwise it is a
 * 404 whose heading is the same empty text.
 */
export async function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const category = pageContext.routeParams.category ?? ''
  const products = await contentOr503(content.productsByCategory(category))
  const known = CATEGORIES.some((c) => c.slug === category.toLowerCase())
  if (!known && products.length === 0) throw render(404, EMPTY_CATEGORY_TEXT)
  const first = products[0]
  return {
    category,
    title: products[0]?.categoryName ?? CATEGORIES.find((c) => c.slug === category.toLowerCase())?.title ?? category,
    products: products.map((p) => toProductCard(content.images, p)),
    seo: {
      canonical: content.absoluteUrl(routes.category(category.toLowerCase())),
      ogImage: first?.image ? content.absoluteImages.imageUrl(first.image, { w: 1200, h: 630 }) : undefined,
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
