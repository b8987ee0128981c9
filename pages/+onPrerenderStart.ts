import type { OnPrerenderStartSync, PageContextServer } from 'vike/types'
import { LOCALES, localizePath } from '@/lib/i18n/locale'

/**
 * The prerendered pages (the text pages) in every language (docs/product.md §19.9): Vike lists each page once, at
 * its English URL; this adds its `/ar` twin, with the language and the routed path set as
 * pages/+onBeforeRoute.ts would set them.
 */
const onPrerenderStart: OnPrerenderStartSync = (prerenderContext) => ({
  prerenderContext: {
    pageContexts: prerenderContext.pageContexts.flatMap((pageContext: PageContextServer) =>
      LOCALES.map((locale) => ({
        ...pageContext,
        locale,
        urlOriginal: localizePath(pageContext.urlOriginal, locale),
        // What onBeforeRoute would leave for the router: the English path the page's route matches.
        urlLogical: pageContext.urlOriginal,
      })),
    ),
  },
})

export default onPrerenderStart
