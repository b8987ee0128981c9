import { plural } from './messages'

/*
 * "N pieces" in Arabic, for the screens that count the shop's items (lib/i18n/messages/). The noun takes the form
 * Arabic grammar asks of N; only the dual depends on the phrase around it.
 */
const counted = {
  one: () => 'قطعة واحدة',
  few: (n: string) => `${n} قطع`,
  many: (n: string) => `${n} قطعة`,
  other: (n: string) => `${n} قطعة`,
}

/** As a phrase of its own (in brackets, after a colon, in a list): the nominative. */
export const piecesAr = plural('ar', { zero: () => 'لا قطع', two: () => 'قطعتان', ...counted })

/** As the object of a phrase (after سوى, or "at most"): the accusative. */
export const piecesObjectAr = plural('ar', { two: () => 'قطعتين', ...counted })
