/**
 * The Arabic faces (docs/product.md §19.5), self-hosted from npm (Fontsource, OFL) like the Latin ones (fonts.ts):
 * Noto Sans Arabic beside Inter for text, Noto Naskh Arabic beside Cormorant Garamond for headings, the Arabic
 * subset only. Declared from pages/+Head.tsx on every page, because the language switch's own name is Arabic: the
 * unicode-range keeps a browser from fetching a file until Arabic text is drawn, so an English page fetches at most
 * the text face, late, for that one word. Preloaded only on Arabic pages, where they draw the first paint's text.
 *
 * One static file per weight rather than the variable fonts (issue 40, docs/performance.md "Arabic fonts"): an
 * Arabic page draws Sans at 400, 500 and 600 and Naskh at 600, and those four files are 212 kB against the variable
 * pair's 260 kB, which a phone on a slow network waits for before the first view's text is in its face. The static
 * instances are Google's own cuts of the same family at the same weights; a weight no page draws is declared (so
 * text at it gets its face, not a neighbour's) but never fetched: a browser fetches a face only to draw with it.
 *
 * The files are not Vite assets: Vike preloads every font file a page's modules import (a `?url` import included),
 * which put both files on every English page's critical path. They are served at their own content-hashed URLs
 * instead, cached for a year (components/ui/fontFiles.ts), which `virtual:font-urls` gives here.
 */
import {
  naskh400Url,
  naskh500Url,
  naskh600Url,
  naskh700Url,
  sans400Url,
  sans500Url,
  sans600Url,
  sans700Url,
} from 'virtual:font-urls'

/** Fontsource's Arabic subset range: Latin text and digits keep the Latin faces. */
const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC'

/** The families, as the theme's font stacks name them (components/ui/theme.ts): text, then headings. */
export const ARABIC_FONT_FAMILIES = ['Noto Sans Arabic', 'Noto Naskh Arabic'] as const

/** Each family's files by weight: the weights the shop's styles use (400–700). */
const FILES: Record<(typeof ARABIC_FONT_FAMILIES)[number], Record<number, string>> = {
  'Noto Sans Arabic': { 400: sans400Url, 500: sans500Url, 600: sans600Url, 700: sans700Url },
  'Noto Naskh Arabic': { 400: naskh400Url, 500: naskh500Url, 600: naskh600Url, 700: naskh700Url },
}

/**
 * The files an Arabic page's first view draws, which it preloads (measured on /ar, the listing, a product page, the
 * bag and the sign-in page, on a phone and a desktop): body text at 400, the navigation at 500, buttons and prices'
 * labels at 600, headings in Naskh at 600.
 */
export const ARABIC_FONT_FILES = [sans400Url, sans500Url, sans600Url, naskh600Url] as const

const face = (family: string, url: string, weight: number) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${ARABIC_RANGE}}`

/** The @font-face rules, for a `<style>` in the head. */
export const ARABIC_FONT_FACES = Object.entries(FILES)
  .flatMap(([family, byWeight]) => Object.entries(byWeight).map(([weight, url]) => face(family, url, Number(weight))))
  .join('\n')
