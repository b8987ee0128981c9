import { SHOP_NAME } from '@/lib/constants'
import { localizeUrl } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locale'

/**
 * Per-page SEO tags, set with the page's title and description by its data hook (`config({ …, Head: <SeoTags … /> })`):
 * canonical URL, Open Graph and optional JSON-LD.
 */
export interface SeoData {
  /** Absolute canonical URL. */
  canonical: string
  /** Absolute image URL for link previews. */
  ogImage?: string
  ogType?: 'website' | 'product'
  /** Filtered, sorted or search views: `noindex, follow`, so they never compete with the plain list (§15). */
  noindex?: boolean
  /** A schema.org object, rendered as application/ld+json. */
  jsonLd?: Record<string, unknown>
}

/** `<` inside JSON-LD would let content close the script element; escape it. */
export const serializeJsonLd = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c')

export function SeoTags({ seo, locale }: { seo: SeoData; locale: Locale }) {
  // Each language's page is its own canonical (docs/product.md §19); the alternates are in pages/+Head.tsx. (Head
  // tags render outside +Wrapper's providers, and a data hook's without the page context: the language is a prop.)
  const canonical = localizeUrl(seo.canonical, locale)
  return (
    <>
      <link rel="canonical" href={canonical} />
      {seo.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={seo.ogType ?? 'website'} />
      <meta property="og:site_name" content={SHOP_NAME} />
      {seo.ogImage ? <meta property="og:image" content={seo.ogImage} /> : null}
      {seo.ogImage ? <meta name="twitter:card" content="summary_large_image" /> : null}
      {seo.jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(seo.jsonLd) }} />
      ) : null}
    </>
  )
}
