/** The font files' URLs, from the Vite plugin in components/ui/fontFiles.ts. */
declare module 'virtual:font-urls' {
  /** `/fonts/inter-<hash>.woff2` */
  export const interUrl: string
  /** `/fonts/inter-basic-<hash>.woff2`: the same cut to what an Arabic page draws in Inter */
  export const interBasicUrl: string
  /** `/fonts/cormorant-garamond-600-<hash>.woff2` */
  export const cormorantUrl: string
  /**
   * `/fonts/noto-sans-arabic-<weight>-<hash>.woff2`, the letters Arabic is written with at each weight, and
   * `/fonts/noto-sans-arabic-<weight>-other-<hash>.woff2`, the rest of the Arabic subset (components/ui/arabicRanges.ts)
   */
  export const sans400Url: string
  export const sans500Url: string
  export const sans600Url: string
  export const sans700Url: string
  export const sans400OtherUrl: string
  export const sans500OtherUrl: string
  export const sans600OtherUrl: string
  export const sans700OtherUrl: string
  /** The same for `/fonts/noto-naskh-arabic-…` */
  export const naskh400Url: string
  export const naskh500Url: string
  export const naskh600Url: string
  export const naskh700Url: string
  export const naskh400OtherUrl: string
  export const naskh500OtherUrl: string
  export const naskh600OtherUrl: string
  export const naskh700OtherUrl: string
}
