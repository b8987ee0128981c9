import { usePageContext } from 'vike-react/usePageContext'
import type { SeoData } from '@/components/catalogue/SeoTags'
import { englishPath, hreflangAlternates } from '@/lib/i18n/alternates'

/** Tags shared by every page; per-page title, description and Open Graph come from +title/+description/+Head. */
export default function Head() {
  const pageContext = usePageContext()
  const origin = pageContext.publicConfig?.publicUrl
  // The page in every language (docs/product.md §18): a list's canonical keeps its page number; other pages their path.
  const seo = (pageContext.data as { seo?: SeoData } | undefined)?.seo
  const path = seo && !seo.noindex ? englishPath(seo.canonical) : pageContext.urlPathname
  return (
    <>
      <meta name="theme-color" content="#fbf8f4" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {origin
        ? hreflangAlternates(origin, path).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))
        : null}
    </>
  )
}
