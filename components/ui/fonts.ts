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
import { cormorantUrl, interBasicUrl, interUrl } from 'virtual:font-urls'
import { ARABIC_FONT_FACES, ARABIC_FONT_FILES, type Preload } from './arabicFonts'
import { BASIC_LATIN_RANGE, LATIN_RANGE } from './latinRanges'

/** The Latin families, as the theme's font stacks name them (components/ui/theme.ts): text, then headings. */
export const LATIN_FONT_FAMILIES = ['Inter Variable', 'Cormorant Garamond'] as const

const interFace = (url: string, range: string) =>
  `@font-face{font-family:'${LATIN_FONT_FAMILIES[0]}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format('woff2-variations');unicode-range:${range}}`

const LATIN_FONT_FACES = [
  interFace(interUrl, LATIN_RANGE),
  `@font-face{font-family:'${LATIN_FONT_FAMILIES[1]}';font-style:normal;font-display:swap;font-weight:600;src:url(${cormorantUrl}) format('woff2');unicode-range:${LATIN_RANGE}}`,
].join('\n')

/**
 * Every @font-face rule of a page in each language, for a `<style>` in its head: the Latin faces, then the Arabic
 * ones. An Arabic page draws little in Inter (components/ui/latinRanges.ts), so it declares a second Inter face after
 * the first, for that range, from a cut of the same file (components/ui/fontFiles.ts): where two faces of a family
 * cover a character the one declared last draws it (CSS Fonts 4, "unicode-range"), so the page fetches the 29 kB cut
 * instead of the 48 kB file, and that file only if it ever draws other Latin (an é). English pages and Storybook keep
 * one.
 */
export const FONT_FACES: Record<Locale, string> = {
  en: `${LATIN_FONT_FACES}\n${ARABIC_FONT_FACES}`,
  ar: `${LATIN_FONT_FACES}\n${interFace(interBasicUrl, BASIC_LATIN_RANGE)}\n${ARABIC_FONT_FACES}`,
}

/**
 * The files a page in each language preloads: those its first view draws. English: Inter (text) and Cormorant
 * (headings). Arabic: the two Arabic faces (components/ui/arabicFonts.ts), Inter's basic cut for the Latin digits of
 * prices and counts (docs/product.md §19) and the language switch's "English", and Cormorant for the shop's name in
 * the header, Latin in both languages (issue 40: without it the logo of an Arabic page was drawn in a fallback and
 * swapped once the file came, a round trip later).
 */
export const FIRST_VIEW_FONTS: Record<Locale, readonly Preload[]> = {
  en: [{ href: interUrl }, { href: cormorantUrl }],
  ar: [...ARABIC_FONT_FILES, { href: interBasicUrl }, { href: cormorantUrl }],
}
