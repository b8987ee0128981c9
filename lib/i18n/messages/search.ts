import { SHOP_NAME } from '../../constants'
import { defineMessages, plural } from '../messages'

/** Search (docs/product.md §15): the header's field with its suggestions, and the /search page. */
export const searchMessages = defineMessages({
  en: {
    box: {
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
    page: {
      title: (query: string) => (query ? `Search results for “${query}” — ${SHOP_NAME}` : `Search — ${SHOP_NAME}`),
      description: 'Search hijabs, abayas, thobes, prayer mats and accessories.',
      again: 'Search again',
      submit: 'Search',
      heading: (query: string) => (query ? `Results for “${query}”` : 'Search'),
      found: plural('en', { one: (n) => `${n} product found`, other: (n) => `${n} products found` }),
      prompt: 'Type what you are looking for in the search field, or browse a category.',
      results: 'Search results',
      noMatch: (query: string) =>
        `No products match “${query}”. Check the spelling, try a shorter word, or browse a category:`,
      categories: 'Categories',
      allProducts: 'All products',
    },
  },
  ar: {
    box: {
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
    page: {
      title: (query: string) => (query ? `نتائج البحث عن «${query}» — ${SHOP_NAME}` : `بحث — ${SHOP_NAME}`),
      description: 'ابحث عن الحجابات والعبايات والأثواب وسجادات الصلاة والإكسسوارات.',
      again: 'ابحث من جديد',
      submit: 'بحث',
      heading: (query: string) => (query ? `نتائج البحث عن «${query}»` : 'بحث'),
      found: plural('ar', {
        zero: () => 'لم نجد أي منتجات',
        one: () => 'وجدنا منتجاً واحداً',
        two: () => 'وجدنا منتجين',
        few: (n) => `وجدنا ${n} منتجات`,
        many: (n) => `وجدنا ${n} منتجاً`,
        other: (n) => `وجدنا ${n} منتج`,
      }),
      prompt: 'اكتب ما تبحث عنه في حقل البحث، أو تصفّح أحد الأقسام.',
      results: 'نتائج البحث',
      noMatch: (query: string) =>
        `لا توجد منتجات تطابق «${query}». تحقّق من الإملاء، أو جرّب كلمة أقصر، أو تصفّح أحد الأقسام:`,
      categories: 'الأقسام',
      allProducts: 'جميع المنتجات',
    },
  },
})
