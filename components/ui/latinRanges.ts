/**
 * The Latin faces' Unicode ranges (components/ui/fonts.ts). Plain data, with no imports: components/ui/fontFiles.ts
 * (the build) and components/ui/fonts.ts (the pages) both read it.
 */

/** Fontsource's Latin subset, the files Inter and Cormorant Garamond come in. */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

/**
 * What an Arabic page draws in Inter, cut from Inter's Latin file for those pages: printable ASCII (prices and counts
 * in Latin digits, the language switch's "English", sizes such as XL) and the punctuation the shop's Arabic texts
 * use (— – … « » © · × − and the no-break space) and the invisible direction marks and isolates around Latin runs
 * (lib/i18n/bidi.ts): Inter is first in the text's stack (components/ui/theme.ts), so it draws every character of its
 * range. tests/unit/styles/font-files.test.ts checks every Arabic message and the seed's Arabic against it.
 */
export const BASIC_LATIN_RANGE =
  'U+0020-007E, U+00A0, U+00A9, U+00AB, U+00B7, U+00BB, U+00D7, U+200C-200F, U+2013-2014, U+2018-2019, U+201C-201D, U+2026, U+2066-2069, U+2212'
