import { CATEGORIES } from '@/lib/constants'
import type { SITEMAP_QUERY_RESULT } from '@/lib/content/sanity.types'
import { hreflangAlternates } from '@/lib/i18n/alternates'
import { LOCALES, localizePath } from '@/lib/i18n/locale'
import { routes } from '@/lib/routes'

/** Pages that exist without content: home, the shop, the static pages and the contact form. */
export const STATIC_SITEMAP_PATHS = [
  routes.home,
  routes.products,
  routes.ourStory,
  routes.shippingReturns,
  routes.terms,
  routes.privacy,
  routes.contact,
] as const

/** Pages robots should skip, in every language: personal or transactional pages. */
const PRIVATE_PAGES = [routes.cart, routes.wishlist, routes.account, routes.orderLookup()]

/** Paths robots should skip: personal or transactional pages and APIs. */
export const ROBOTS_DISALLOW = [
  ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => localizePath(path, locale))),
  '/api/',
  '/dev/',
  '/pay/',
] as const

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
