/** The Arabic font files' URLs, from the Vite plugin in components/ui/arabicFontFiles.ts. */
declare module 'virtual:arabic-font-urls' {
  /** `/fonts/noto-sans-arabic-<hash>.woff2` */
  export const sansUrl: string
  /** `/fonts/noto-naskh-arabic-<hash>.woff2` */
  export const naskhUrl: string
}
