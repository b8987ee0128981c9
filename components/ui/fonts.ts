/**
 * The shop's typefaces, self-hosted from npm (Fontsource, OFL): no request leaves the shop for a font, and Storybook
 * and the visual tests draw the same glyphs as shoppers see (README.md, "Reviewing a visual change").
 *
 * - Inter as a variable font: one file covers every weight the components use (400–700).
 * - Cormorant Garamond at 600, the one weight headings use (GlobalStyle).
 * - The Arabic faces beside them (components/ui/arabicFonts.ts).
 *
 * The @font-face rules are a `<style>` in every page's head (pages/+Head.tsx), not a stylesheet: a stylesheet blocks
 * the first paint until it has loaded (issue 40), and these few hundred bytes cost less inline than a request. The
 * files are served at their own content-hashed URLs (components/ui/fontFiles.ts), Latin subset only (text outside the
 * range, none in the shop today, falls back to the next font of the stack). A page preloads the faces its first view
 * draws, so they arrive with its first bytes and `swap` has nothing to swap by first paint: no text moves when a font
 * arrives.
 */
import type { Locale } from '@/lib/i18n/locale'
import { cormorantUrl, interUrl } from 'virtual:font-urls'
import { ARABIC_FONT_FACES, ARABIC_FONT_FILES, type Preload } from './arabicFonts'

/** Fontsource's Latin subset range. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/** The Latin families, as the theme's font stacks name them (components/ui/theme.ts): text, then headings. */
export const LATIN_FONT_FAMILIES = ['Inter Variable', 'Cormorant Garamond'] as const

const LATIN_FONT_FACES = [
  `@font-face{font-family:'${LATIN_FONT_FAMILIES[0]}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${interUrl}) format('woff2-variations');unicode-range:${LATIN_RANGE}}`,
  `@font-face{font-family:'${LATIN_FONT_FAMILIES[1]}';font-style:normal;font-display:swap;font-weight:600;src:url(${cormorantUrl}) format('woff2');unicode-range:${LATIN_RANGE}}`,
].join('\n')

/** Every @font-face rule of the shop, for a `<style>` in the head: the Latin faces, then the Arabic ones. */
export const FONT_FACES = `${LATIN_FONT_FACES}\n${ARABIC_FONT_FACES}`

/**
 * The files a page in each language preloads: those its first view draws. English: Inter (text) and Cormorant
 * (headings). Arabic: the two Arabic faces (components/ui/arabicFonts.ts), Inter for the Latin digits of prices and
 * counts (docs/product.md §19), and Cormorant for the shop's name in the header, Latin in both languages (issue 40:
 * without it the logo of an Arabic page was drawn in a fallback and swapped once the file came, a round trip later).
 */
export const FIRST_VIEW_FONTS: Record<Locale, readonly Preload[]> = {
  en: [{ href: interUrl }, { href: cormorantUrl }],
  ar: [...ARABIC_FONT_FILES, { href: interUrl }, { href: cormorantUrl }],
}
