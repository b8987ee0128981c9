import { SHOP_NAME } from '../../constants'
import { defineMessages, plural } from '../messages'

/** The /search page (docs/product.md §15); the header's field and its suggestions: searchBox.ts. */
export const searchMessages = defineMessages({
  en: {
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
