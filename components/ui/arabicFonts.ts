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
 * Each weight is two files cut by Unicode range (components/ui/arabicRanges.ts): the letters Arabic is written with,
 * 14–17 kB, which the pages draw and preload, and the rest of Fontsource's Arabic subset (Persian, Urdu and other
 * languages' letters, presentation forms), 38–45 kB, which a page fetches only if it draws one of those characters.
 * The preloaded ones are 45 kB on a phone and 60 kB from 768 px instead of 212 (issue 40: Arabic pages carried three
 * times the font bytes of English ones on the path of their largest paint).
 *
 * The files are not Vite assets: Vike preloads every font file a page's modules import (a `?url` import included),
 * which put both files on every English page's critical path. They are served at their own content-hashed URLs
 * instead, cached for a year (components/ui/fontFiles.ts), which `virtual:font-urls` gives here.
 */
import * as urls from 'virtual:font-urls'
import { ARABIC_LETTERS_RANGE, ARABIC_OTHER_RANGE } from './arabicRanges'
import { theme } from './theme'

/** The families, as the theme's font stacks name them (components/ui/theme.ts): text, then headings. */
export const ARABIC_FONT_FAMILIES = ['Noto Sans Arabic', 'Noto Naskh Arabic'] as const

/** The weights the shop's styles use. */
const WEIGHTS = [400, 500, 600, 700] as const
type Weight = (typeof WEIGHTS)[number]

/** Each family's files by weight: the Arabic letters' file and the other characters'. */
const FILES: Record<(typeof ARABIC_FONT_FAMILIES)[number], Record<Weight, { letters: string; other: string }>> = {
  'Noto Sans Arabic': {
    400: { letters: urls.sans400Url, other: urls.sans400OtherUrl },
    500: { letters: urls.sans500Url, other: urls.sans500OtherUrl },
    600: { letters: urls.sans600Url, other: urls.sans600OtherUrl },
    700: { letters: urls.sans700Url, other: urls.sans700OtherUrl },
  },
  'Noto Naskh Arabic': {
    400: { letters: urls.naskh400Url, other: urls.naskh400OtherUrl },
    500: { letters: urls.naskh500Url, other: urls.naskh500OtherUrl },
    600: { letters: urls.naskh600Url, other: urls.naskh600OtherUrl },
    700: { letters: urls.naskh700Url, other: urls.naskh700OtherUrl },
  },
}

/** A file to preload, and the widths whose first view draws it (a `media` query; every width when absent). */
export interface Preload {
  href: string
  media?: string
}

/**
 * The files an Arabic page's first view draws, which it preloads (measured on /ar, the listing, a product page, the
 * bag and the sign-in page, on a phone and a desktop): body text at 400, buttons and prices' labels at 600, headings
 * in Naskh at 600, and the header's navigation at 500, which shows from the tablet width up
 * (components/layout/Header.tsx): a phone draws nothing at 500 on these pages (Chromium's fonts per element at
 * 412 px, issue 40), so it does not preload it either.
 */
export const ARABIC_FONT_FILES: readonly Preload[] = [
  { href: FILES['Noto Sans Arabic'][400].letters },
  { href: FILES['Noto Sans Arabic'][500].letters, media: `(min-width: ${theme.breakpoints.md})` },
  { href: FILES['Noto Sans Arabic'][600].letters },
  { href: FILES['Noto Naskh Arabic'][600].letters },
]

const face = (family: string, url: string, weight: number, range: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range}}`

/** The @font-face rules, for a `<style>` in the head: two per family and weight, one per part. */
export const ARABIC_FONT_FACES = Object.entries(FILES)
  .flatMap(([family, byWeight]) =>
    WEIGHTS.flatMap((weight) => [
      face(family, byWeight[weight].letters, weight, ARABIC_LETTERS_RANGE),
      face(family, byWeight[weight].other, weight, ARABIC_OTHER_RANGE),
    ]),
  )
  .join('\n')
