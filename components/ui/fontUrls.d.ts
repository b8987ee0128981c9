/** The font files' URLs, from the Vite plugin in components/ui/fontFiles.ts. */
declare module 'virtual:font-urls' {
  /** `/fonts/inter-<hash>.woff2` */
  export const interUrl: string
  /** `/fonts/cormorant-garamond-600-<hash>.woff2` */
  export const cormorantUrl: string
  /** `/fonts/noto-sans-arabic-<hash>.woff2` */
  export const sansUrl: string
  /** `/fonts/noto-naskh-arabic-<hash>.woff2` */
  export const naskhUrl: string
}
