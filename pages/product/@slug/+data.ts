import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { CURRENCY } from '@/lib/constants'
import { PRODUCT_NOT_FOUND_TEXT } from '@/lib/content/copy'
import { contentOr503 } from '@/lib/content/unavailable'
import { toProductPage } from '@/lib/content/views'
import { routes } from '@/lib/routes'

export async function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const slug = pageContext.routeParams.slug ?? ''
  const found = await contentOr503(content.productBySlug(slug))
  if (!found) throw render(404, PRODUCT_NOT_FOUND_TEXT)
  const url = content.absoluteUrl(routes.product(found.slug))
  const shareImages = (found.images ?? [])
    .slice(0, 3)
    .map((image) => content.absoluteImages.imageUrl(image, { w: 1200, h: 1200 }))
  return {
    product: toProductPage(content.images, found),
    seo: {
      canonical: url,
      ogType: 'product' as const,
      ogImage: shareImages[0],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: found.title,
        description: found.description,
        image: shareImages,
        sku: found.price_id,
        category: found.categoryName,
        url,
        offers: {
          '@type': 'Offer',
          price: found.price.toFixed(2),
          priceCurrency: CURRENCY,
          availability: 'https://schema.org/InStock',
          url,
        },
      },
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
