import { usePageContext } from 'vike-react/usePageContext'
import type { SeoData } from '@/components/catalogue/SeoTags'
import { FIRST_VIEW_FONTS, FONT_FACES } from '@/components/ui/fonts'
import { englishPath, hreflangAlternates } from '@/lib/i18n/alternates'
import { languageChunkUrls, lazyChunkUrls } from 'virtual:language-chunk-urls'

/**
 * Tags shared by every page. A page's own title, description and tags (Open Graph, no-referrer) are set where
 * docs/architecture.md §2.4 says; the defaults are +title.ts and +description.ts.
 */
export default function Head() {
  const pageContext = usePageContext()
  const origin = pageContext.publicConfig?.publicUrl
  // The page in every language (docs/product.md §19): a list's canonical keeps its page number; other pages their path.
  const seo = (pageContext.data as { seo?: SeoData } | undefined)?.seo
  const path = seo && !seo.noindex ? englishPath(seo.canonical) : pageContext.urlPathname
  // The page's messages in its language, when they are a chunk of their own (lib/i18n/languageChunks.ts): fetched
  // with the page's other scripts rather than after them, since hydration waits for them.
  const messages = languageChunkUrls[pageContext.locale]?.[pageContext.pageId ?? ''] ?? []
  // The chunks of the parts the page loads as it starts (lib/react/lazyWithSsr.ts), which hydration waits for too,
  // and of the bag's persistence, imported once hydrated (lib/react/importAtHydration.ts): named here, the browser
  // fetches them with the page's own scripts instead of a round trip or two after them, once
  // the page's modules have run (issue 40). Vike's own preloads are not among them.
  const lazyParts = lazyChunkUrls[pageContext.locale]?.[pageContext.pageId ?? ''] ?? []
  return (
    <>
      <meta name="theme-color" content="#fbf8f4" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* The faces inline, not a stylesheet that would block the first paint; the first view's files preloaded
          (components/ui/fonts.ts). */}
      <style dangerouslySetInnerHTML={{ __html: FONT_FACES[pageContext.locale] }} />
      {FIRST_VIEW_FONTS[pageContext.locale].map(({ href, media }) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} media={media} crossOrigin="" />
      ))}
      {[...messages, ...lazyParts].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {origin
        ? hreflangAlternates(origin, path).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))
        : null}
    </>
  )
}
