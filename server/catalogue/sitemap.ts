import { CATEGORIES } from '@/lib/constants'
import type { SITEMAP_QUERY_RESULT } from '@/lib/content/sanity.types'
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

/** Paths robots should skip: personal or transactional pages and APIs. */
export const ROBOTS_DISALLOW = [
  routes.cart,
  routes.wishlist,
  routes.account,
  routes.orderLookup(),
  '/api/',
  '/dev/',
  '/pay/',
] as const

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  )

/** sitemaps.org XML: every static page, category and product (absolute URLs; lastmod from the product's _updatedAt). */
export function sitemapXml(publicUrl: string, products: SITEMAP_QUERY_RESULT): string {
  const urls: Array<{ loc: string; lastmod?: string }> = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ loc: publicUrl + path })),
    ...CATEGORIES.map((category) => ({ loc: publicUrl + routes.category(category.slug) })),
    ...products.map((product) => ({ loc: publicUrl + routes.product(product.slug), lastmod: product._updatedAt })),
  ]
  const body = urls
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
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
