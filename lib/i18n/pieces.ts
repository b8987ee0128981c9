import { plural } from './messages'

/**
 * "N pieces" in Arabic, as a phrase of its own (in brackets, after a colon), for the lists and the orders. Only the
 * Arabic catalogues read it, so in the browser build it goes with the Arabic (lib/i18n/languageChunksPlugin.ts).
 */
export const piecesAr = plural('ar', {
  zero: () => 'لا قطع',
  one: () => 'قطعة واحدة',
  two: () => 'قطعتان',
  few: (n) => `${n} قطع`,
  many: (n) => `${n} قطعة`,
  other: (n) => `${n} قطعة`,
})
