/** The URLs of the language chunks the client build wrote, from the Vite plugin in lib/i18n/languageChunksPlugin.ts. */
declare module 'virtual:language-chunk-urls' {
  import type { Locale } from '@/lib/i18n/locale'
  /** `{ ar: ['/assets/chunks/chunk-<hash>.js', …the chunks it imports] }` in the built server; empty in development. */
  export const languageChunkUrls: Partial<Record<Locale, readonly string[]>>
}
