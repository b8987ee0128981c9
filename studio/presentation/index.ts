import { defineLocations, presentationTool, type DocumentLocation } from 'sanity/presentation'

/**
 * The Presentation tool (docs/product.md §18.5): the storefront beside the document, showing drafts, refreshed as the
 * editor types. The shop's draft mode is opened by Sanity's preview-URL secret (server/draft-mode); its origin comes
 * from SANITY_STUDIO_SHOP_ORIGIN (`npm run studio` sets it to the shop it serves; a hosted Studio sets it itself).
 */
export function shopPresentation(shopOrigin: string) {
  return presentationTool({
    title: 'Preview',
    previewUrl: {
      initial: shopOrigin,
      previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable', shareAccess: false },
    },
    allowOrigins: [shopOrigin],
    resolve: { locations: shopLocations },
  })
}

/** A page in both of the shop's languages (lib/i18n/locale.ts: Arabic under `/ar`). */
function inBothLanguages(title: string, path: string): DocumentLocation[] {
  return [
    { title, href: path },
    { title: `${title} (العربية)`, href: path === '/' ? '/ar' : `/ar${path}` },
  ]
}

/** Where each kind of document shows on the storefront (lib/routes.ts), so the pane lists its pages. */
export const shopLocations = {
  product: defineLocations({
    select: { title: 'title', slug: 'slug.current', category: 'category.slug.current' },
    resolve: (doc) =>
      doc?.slug
        ? {
            locations: [
              ...inBothLanguages(String(doc.title ?? doc.slug), `/product/${String(doc.slug)}`),
              ...(doc.category
                ? inBothLanguages(`Category: ${String(doc.category)}`, `/category/${String(doc.category)}`)
                : []),
            ],
          }
        : null,
  }),
  category: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) =>
      doc?.slug ? { locations: inBothLanguages(String(doc.title ?? doc.slug), `/category/${String(doc.slug)}`) } : null,
  }),
  hero: defineLocations({
    locations: inBothLanguages('Home page', '/'),
  }),
}
