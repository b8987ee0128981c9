/**
 * How search reads Arabic (docs/product.md §15.2): the same word is typed many ways, so the catalogue and what a
 * shopper types are both reduced to one spelling before they are compared.
 *
 * - Short vowels and other marks (harakat, shadda, sukun, Quranic marks) and the tatweel stretch are dropped:
 *   `عَبَاءَة` and `عبـــاية` are plain letters.
 * - Letters written several ways become one: alef with hamza or madda and alef wasla (أ إ آ ٱ) are alef (ا), hamza
 *   on waw or yaa (ؤ ئ) is the bare letter, alef maqsura (ى) is yaa (ي), taa marbuta (ة) is haa (ه), and Persian
 *   keyboards' yaa and kaf are the Arabic ones. Arabic-Indic digits are digits.
 * - The article and the prepositions written onto it are dropped (`العباية`, `بالحجاب`, `للصلاة`), and a sound
 *   feminine plural is read as its singular (`عبايات` → `عبايه`), when a stem of three letters or more remains.
 */

/** Harakat and tanween (U+064B–065F), superscript alef, Quranic annotation marks, tatweel. */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g
const LETTERS: Readonly<Record<string, string>> = {
  '\u0671': 'ا', // ٱ alef wasla (أ إ آ ؤ ئ decompose into a letter and a mark, which MARKS drops)
  ى: 'ي',
  ة: 'ه',
  '\u06CC': 'ي', // Persian yeh
  '\u06A9': 'ك', // Persian kaf
}
const OTHER_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g')
const INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g
/** The article, alone or after و ب ف ك, and لل (ل + the article): longest first. */
const ARTICLE = /^(?:وال|بال|فال|كال|ال|لل)/
const MIN_STEM = 3

/** Whether a text has Arabic script in it (letters, marks or digits). */
export const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text)

/** One Arabic word as search compares it (see above); '' when nothing is left of it. */
export function normaliseArabicWord(word: string): string {
  let plain = word
    // NFD splits أ إ آ ؤ ئ into their base letter and a hamza or madda mark.
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(OTHER_LETTERS, (letter) => LETTERS[letter] ?? letter)
    .replace(INDIC_DIGITS, (digit) => {
      const code = digit.charCodeAt(0)
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
    })
  const article = ARTICLE.exec(plain)?.[0]
  if (article && plain.length - article.length >= MIN_STEM) plain = plain.slice(article.length)
  if (plain.endsWith('ات') && plain.length - 2 >= MIN_STEM) plain = `${plain.slice(0, -2)}ه`
  return plain
}
