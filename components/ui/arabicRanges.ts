/**
 * Fontsource's Arabic subset of the Noto faces, cut in two by Unicode range (docs/product.md §19.5, issue 40), so a
 * page fetches only the part its text draws (a browser fetches an `@font-face` only for text in its
 * `unicode-range`):
 *
 * - the letters Arabic is written with: the Arabic block up to the superscript alef (letters, harakat, Arabic-Indic
 *   digits, punctuation) and the joiners and marks Fontsource gives the subset; 14–17 kB a weight instead of 49–57,
 *   the part every Arabic page draws;
 * - the rest of the subset: the block's letters for Persian, Urdu and other languages, the Supplement and Extended
 *   blocks and the presentation forms; 38–45 kB a weight, fetched only by a page that draws one of them (none of the
 *   shop's own texts does today).
 *
 * Both are cut from the same file, so a glyph looks the same from either. A word that mixes the two (a Persian
 * name) still joins: the browser shapes the whole run with its neighbours as context. Plain data, with no imports:
 * components/ui/fontFiles.ts (the build) and components/ui/arabicFonts.ts (the pages) both read it.
 */
export const ARABIC_LETTERS_RANGE = 'U+0600-0670, U+200C-200E, U+2010-2011, U+204F, U+2E41'

export const ARABIC_OTHER_RANGE =
  'U+0671-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC'

/** The code points of a CSS `unicode-range` list (`U+0600-0670, U+200C`), for the subsetter. */
export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16))
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i)
  })
}
