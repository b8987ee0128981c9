/** The font files' URLs, from the Vite plugin in components/ui/fontFiles.ts. */
declare module 'virtual:font-urls' {
  /** `/fonts/inter-<hash>.woff2` */
  export const interUrl: string
  /** `/fonts/cormorant-garamond-600-<hash>.woff2` */
  export const cormorantUrl: string
  /** `/fonts/noto-sans-arabic-<weight>-<hash>.woff2`, the Arabic subset at each weight */
  export const sans400Url: string
  export const sans500Url: string
  export const sans600Url: string
  export const sans700Url: string
  /** `/fonts/noto-naskh-arabic-<weight>-<hash>.woff2`, the Arabic subset at each weight */
  export const naskh400Url: string
  export const naskh500Url: string
  export const naskh600Url: string
  export const naskh700Url: string
}
