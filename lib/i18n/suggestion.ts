/** Where the answer to the one-time language suggestion is kept (docs/product.md §19.2). */
export const LANGUAGE_SUGGESTION_KEY = 'language-suggestion'

/** Whether a browser's first language (its Accept-Language, as `navigator.languages`) is Arabic. */
export function readsArabicFirst(languages: readonly string[]): boolean {
  return /^ar\b/i.test(languages[0] ?? '')
}
