/**
 * The Arabic faces (docs/product.md §19), self-hosted from npm (Fontsource, OFL) like the Latin ones (fonts.ts):
 * Noto Sans Arabic beside Inter for text, Noto Naskh Arabic beside Cormorant Garamond for headings, the Arabic
 * subset only, declared from pages/+Head.tsx on every page (the language switch's own name is Arabic) and preloaded
 * on Arabic pages, where they draw the first paint's text. Known cost (docs/product.md §19.5): Vike also preloads
 * font files imported with `?url`, so English pages preload them as well; serving them outside Vite's assets would
 * end that.
 */
import naskhUrl from '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2?url'
import sansUrl from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url'

/** Fontsource's Arabic subset range: Latin text and digits keep the Latin faces. */
const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC'

export const ARABIC_FONT_FILES = [sansUrl, naskhUrl] as const

const face = (family: string, url: string, weight: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2-variations');unicode-range:${ARABIC_RANGE}}`

/** The @font-face rules, for a `<style>` in the head. */
export const ARABIC_FONT_FACES = [
  face('Noto Sans Arabic Variable', sansUrl, '100 900'),
  face('Noto Naskh Arabic Variable', naskhUrl, '400 700'),
].join('\n')
