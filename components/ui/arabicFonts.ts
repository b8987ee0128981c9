/**
 * The Arabic faces (docs/product.md §19.5), self-hosted from npm (Fontsource, OFL) like the Latin ones (fonts.ts):
 * Noto Sans Arabic beside Inter for text, Noto Naskh Arabic beside Cormorant Garamond for headings, the Arabic
 * subset only. Declared from pages/+Head.tsx on every page, because the language switch's own name is Arabic: the
 * unicode-range keeps a browser from fetching a file until Arabic text is drawn, so an English page fetches at most
 * the text face, late, for that one word. Preloaded only on Arabic pages, where they draw the first paint's text.
 *
 * The files are not Vite assets: Vike preloads every font file a page's modules import (a `?url` import included),
 * which put both files on every English page's critical path. They are served at their own content-hashed URLs
 * instead, cached for a year (components/ui/fontFiles.ts), which `virtual:font-urls` gives here.
 */
import { naskhUrl, sansUrl } from 'virtual:font-urls'

/** Fontsource's Arabic subset range: Latin text and digits keep the Latin faces. */
const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC'

export const ARABIC_FONT_FILES = [sansUrl, naskhUrl] as const

const face = (family: string, url: string, weight: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2-variations');unicode-range:${ARABIC_RANGE}}`

/** The families, as the theme's font stacks name them (components/ui/theme.ts): text, then headings. */
export const ARABIC_FONT_FAMILIES = ['Noto Sans Arabic Variable', 'Noto Naskh Arabic Variable'] as const

/** The @font-face rules, for a `<style>` in the head. */
export const ARABIC_FONT_FACES = [
  face(ARABIC_FONT_FAMILIES[0], sansUrl, '100 900'),
  face(ARABIC_FONT_FAMILIES[1], naskhUrl, '400 700'),
].join('\n')
