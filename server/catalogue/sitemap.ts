import { CATEGORIES } from '@/lib/constants'
import type { SITEMAP_QUERY_RESULT } from '@/lib/content/sanity.types'
import { hreflangAlternates } from '@/lib/i18n/alternates'
import { LOCALES, localizePath } from '@/lib/i18n/locale'
import { ENDPOINTS, PAGE_ROUTES } from '@/lib/route-table'
import { routes } from '@/lib/routes'

/** Pages the sitemap lists that exist without content: home, the shop, the text pages and the contact form. */
export const STATIC_SITEMAP_PATHS = PAGE_ROUTES.filter((route) => route.robots === 'sitemap' && !route.param).map(
  (route) => route.pattern,
)

/** What robots should skip, from the route table: personal or transactional pages (in every language) and APIs. */
function robotsDisallow(): string[] {
  const pages = PAGE_ROUTES.filter((route) => route.robots === 'disallow').map((route) => route.prefix)
  const endpoints = ENDPOINTS.flatMap((endpoint) =>
    endpoint.robots === 'disallow' ? ['prefix' in endpoint ? endpoint.prefix : endpoint.path] : [],
  )
  // `/account` keeps robots out of `/account/settings` too: a path another one covers is not repeated.
  const covering = (paths: string[]) => paths.filter((path) => !paths.some((p) => p !== path && path.startsWith(p)))
  return [...LOCALES.flatMap((locale) => covering(pages).map((path) => localizePath(path, locale))), ...endpoints]
}

export const ROBOTS_DISALLOW: readonly string[] = robotsDisallow()

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  )

/**
 * sitemaps.org XML: every static page, category and product in every language (absolute URLs; lastmod from the
 * product's _updatedAt), each with its `hreflang` alternates (docs/product.md §19).
 */
export function sitemapXml(publicUrl: string, products: SITEMAP_QUERY_RESULT): string {
  const pages: Array<{ path: string; lastmod?: string }> = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...CATEGORIES.map((category) => ({ path: routes.category(category.slug) })),
    ...products.map((product) => ({ path: routes.product(product.slug), lastmod: product._updatedAt })),
  ]
  const body = pages
    .flatMap(({ path, lastmod }) => {
      const alternates = hreflangAlternates(publicUrl, path)
        .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
        .join('')
      return LOCALES.map(
        (locale) =>
          `  <url><loc>${escapeXml(publicUrl + localizePath(path, locale))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}</url>`,
      )
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
