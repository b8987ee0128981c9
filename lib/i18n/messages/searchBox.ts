import { defineMessages, plural } from '../messages'

/**
 * The header's search field and its suggestions (docs/product.md §15), on every page; the /search page's words are in
 * search.ts, loaded with that page only.
 */
export const searchBoxMessages = defineMessages({
  en: {
    form: 'Site search',
    formInMenu: 'Site search in the menu',
    field: 'Search products',
    placeholder: 'Search abayas, hijabs…',
    suggestions: 'Suggested products',
    searching: 'Searching…',
    unavailable: 'Suggestions are unavailable.',
    unavailableHint: 'Suggestions are unavailable. Press Enter to search.',
    none: 'No products found.',
    noneHint: 'No products found. Press Enter to search.',
    /** Announced to screen readers as the suggestions arrive. */
    found: plural('en', { one: (n) => `${n} product found.`, other: (n) => `${n} products found.` }),
  },
  ar: {
    form: 'البحث في المتجر',
    formInMenu: 'البحث في المتجر من القائمة',
    field: 'ابحث في المنتجات',
    placeholder: 'ابحث عن عبايات، حجابات…',
    suggestions: 'منتجات مقترحة',
    searching: 'جارٍ البحث…',
    unavailable: 'الاقتراحات غير متاحة.',
    unavailableHint: 'الاقتراحات غير متاحة. اضغط Enter للبحث.',
    none: 'لم نجد أي منتجات.',
    noneHint: 'لم نجد أي منتجات. اضغط Enter للبحث.',
    found: plural('ar', {
      zero: () => 'لم نجد أي منتجات.',
      one: () => 'وجدنا منتجاً واحداً.',
      two: () => 'وجدنا منتجين.',
      few: (n) => `وجدنا ${n} منتجات.`,
      many: (n) => `وجدنا ${n} منتجاً.`,
      other: (n) => `وجدنا ${n} منتج.`,
    }),
  },
})
