import { hasArabic, normaliseArabicWord } from './arabicText'

/**
 * How search reads words (docs/product.md §15): case and accents are ignored and a plural is read as its singular
 * ("Abayas" → "abaya", "hijabs" → "hijab"), both when the catalogue is indexed and when a shopper types; Arabic
 * words are read in one spelling (./arabicText.ts). Typos are the search library's fuzzy matching.
 */
export function normaliseTerm(term: string): string | null {
  if (hasArabic(term)) return normaliseArabicWord(term) || null
  const word = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'s$/, '')
  if (!word) return null
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1)
  return word
}
