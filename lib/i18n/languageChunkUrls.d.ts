/** The URLs of the language chunks the client build wrote, from the Vite plugin in lib/i18n/languageChunksPlugin.ts. */
declare module 'virtual:language-chunk-urls' {
  import type { LanguageChunkUrls } from '@/lib/i18n/languageChunksPlugin'
  /**
   * `{ ar: { '/pages/cart': ['/assets/chunks/chunk-<hash>.js', …the chunks it imports] } }` in the built server: each
   * page's messages in each language; empty in development.
   */
  export const languageChunkUrls: LanguageChunkUrls
  /**
   * The same shape: in each language, each page's chunks of the parts it loads with `lazyWithSsr` (and a text page's
   * body) and the chunks those import, but none its HTML preloads already; empty in development.
   */
  export const lazyChunkUrls: LanguageChunkUrls
}
