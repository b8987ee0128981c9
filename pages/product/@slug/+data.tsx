import { useConfig } from 'vike-react/useConfig'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { SeoTags } from '@/components/catalogue/SeoTags'
import { CURRENCY } from '@/lib/constants'
import { contentOr503 } from '@/lib/content/unavailable'
import { toProductPage, type ProductPageData } from '@/lib/catalogue/views'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { productOptions, type VariantOptions } from '@/lib/catalogue/variants'
import { messagesIn } from '@/lib/i18n/messages'
import { productMessages } from '@/lib/i18n/messages/product'
import { instalmentText, type PaymentMethodType } from '@/lib/instalments'
import { formatPrice, toMinorUnits } from '@/lib/money'
import { routes } from '@/lib/routes'

/**
 * `?size=56&colour=Black` preselects a size and colour (a filtered list links here so), when the product offers
 * them; anything else is ignored.
 */
function initialChoice(product: ProductPageData, search: Record<string, string>): VariantOptions {
  const { sizes, colours } = productOptions(product.variants)
  return {
    ...(search.size && sizes.includes(search.size) ? { size: search.size } : {}),
    ...(search.colour && colours.includes(search.colour) ? { colour: search.colour } : {}),
  }
}

/** The product's own description, trimmed to what search results show. */
function searchDescription(product: ProductPageData): string {
  const text = `${formatPrice(product.price)} · ${product.description}`
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text
}

export async function data(pageContext: PageContextServer) {
  // useConfig() needs the hook's page context: before any await.
  const config = useConfig()
  const { catalogue } = pageContext
  const locale = pageContext.locale ?? DEFAULT_LOCALE
  const slug = pageContext.routeParams.slug ?? ''
  const found = await contentOr503(catalogue.productBySlug(slug, locale), locale)
  const t = messagesIn(productMessages, locale)
  if (!found) throw render(404, t.notFound)
  const url = catalogue.absoluteUrl(routes.product(found.slug))
  const shareImages = (found.images ?? [])
    .slice(0, 3)
    .map((image) => catalogue.absoluteImages.imageUrl(image, { w: 1200, h: 1200 }))
  // Authored stock: the HTML is cached until the content changes; the page fetches the units left once loaded (§16.4).
  const product = toProductPage(catalogue.images, found, undefined, locale)
  const seo = {
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
        availability:
          (found.variants?.length ?? 0) === 0 || product.variants.some((v) => v.available > 0)
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        url,
      },
    },
  }
  config({
    title: t.title(product.title),
    description: searchDescription(product),
    Head: <SeoTags seo={seo} locale={locale} />,
  })
  return {
    product,
    initialChoice: initialChoice(product, pageContext.urlParsed.search),
    seo,
    instalments: instalmentNotes(product, pageContext.publicConfig?.paymentMethods, locale),
  }
}

/**
 * docs/product.md §10.9: the instalments note of each price the page may show (the product's and its variants'), by
 * the price in cents, made here so the page's JavaScript carries texts, not the rule: the page picks the chosen one.
 */
function instalmentNotes(
  product: ProductPageData,
  methods: readonly PaymentMethodType[] | undefined,
  locale: Locale,
): Record<string, string> {
  const notes: Record<string, string> = {}
  for (const price of new Set([product.price, ...product.variants.map((v) => v.price)])) {
    const cents = toMinorUnits(price)
    const note = instalmentText(cents, methods, locale)
    if (note) notes[cents] = note
  }
  return notes
}

export type Data = Awaited<ReturnType<typeof data>>
