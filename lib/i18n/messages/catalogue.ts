import { SHOP_NAME } from '../../constants'
import { defineMessages, plural } from '../messages'
import { piecesAr } from '../pieces'

/**
 * The product lists (docs/product.md §2, §13.2, §15): /products, category pages and what every list shares (sort,
 * filters, pagination, the grid); and how a size is named on every line. The home page's are in home.ts.
 */
export const catalogueMessages = defineMessages({
  en: {
    products: {
      heading: 'All Products',
      label: 'Products',
      /** Every product of an unfiltered list. */
      count: plural('en', { other: (n) => `${n} products` }),
      /** The products a filtered list leaves. */
      matches: plural('en', { one: (n) => `${n} product matches`, other: (n) => `${n} products match` }),
      pageOf: (page: number, pageCount: number) => `page ${page} of ${pageCount}`,
      title: (page: number, pageCount: number) =>
        page > 1 ? `All products (page ${page} of ${pageCount}) — ${SHOP_NAME}` : `All products — ${SHOP_NAME}`,
      description: (total: number) =>
        `Browse all ${total} pieces: hijabs, abayas, thobes, prayer mats and accessories, shipped across Australia.`,
    },
    category: {
      /** The category's own name as its heading, with a breadcrumb and a count (issue 36, walk #15). */
      heading: (category: string) => category,
      /** What screen readers call the grid. */
      label: (category: string) => `Products in ${category}`,
      breadcrumb: 'Breadcrumb',
      home: 'Home',
      /** The spec's words for a category without products (also the 404 of an unknown one). */
      empty: 'No products found in this category.',
      title: (category: string) => `${category} — ${SHOP_NAME}`,
      description: (count: number, category: string) =>
        `Shop ${count} modest ${category.toLowerCase()} pieces, made with care and shipped across Australia in 1-2 business days.`,
    },
    grid: {
      empty: 'No products found.',
      noMatches: 'No products match these filters.',
    },
    listing: {
      form: 'Sort and filter',
      sortBy: 'Sort by',
      sort: {
        relevance: 'Best match',
        newest: 'Newest',
        priceLowToHigh: 'Price: low to high',
        priceHighToLow: 'Price: high to low',
      },
      facets: { category: 'Category', size: 'Size', colour: 'Colour' },
      activeFilters: 'Active filters',
      /** An active filter's link: `Size: 56`. */
      filter: (facet: string, value: string) => `${facet}: ${value}`,
      price: (min: string, max: string) => `Price: ${min} – ${max}`,
      /** The open end of a price range. */
      anyPrice: 'any',
      remove: (filter: string) => `Remove ${filter}`,
      clearAll: 'Clear all',
      filters: 'Filters',
      filtersCount: (count: number) => `Filters (${count})`,
      priceRange: 'Price (AUD)',
      min: 'Min',
      max: 'Max',
      apply: 'Apply',
    },
    pagination: {
      label: 'Pagination',
      previous: 'Previous',
      previousPage: 'Previous page',
      next: 'Next',
      nextPage: 'Next page',
      page: (page: number) => `Page ${page}`,
    },
    /** A variant's size on a bag, cart, wishlist or order line: `Size 56 · Black`. */
    size: (size: string) => `Size ${size}`,
  },
  ar: {
    products: {
      heading: 'جميع المنتجات',
      label: 'المنتجات',
      count: plural('ar', {
        zero: () => 'لا منتجات',
        one: () => 'منتج واحد',
        two: () => 'منتجان',
        few: (n) => `${n} منتجات`,
        many: (n) => `${n} منتجاً`,
        other: (n) => `${n} منتج`,
      }),
      matches: plural('ar', {
        zero: () => 'لا منتجات مطابقة',
        one: () => 'منتج واحد مطابق',
        two: () => 'منتجان مطابقان',
        few: (n) => `${n} منتجات مطابقة`,
        many: (n) => `${n} منتجاً مطابقاً`,
        other: (n) => `${n} منتج مطابق`,
      }),
      pageOf: (page: number, pageCount: number) => `الصفحة ${page} من ${pageCount}`,
      title: (page: number, pageCount: number) =>
        page > 1 ? `جميع المنتجات (الصفحة ${page} من ${pageCount}) — ${SHOP_NAME}` : `جميع المنتجات — ${SHOP_NAME}`,
      description: (total: number) =>
        `تصفّح تشكيلتنا كاملة (${piecesAr(total)}): حجابات وعبايات وأثواب وسجادات صلاة وإكسسوارات، تُشحن إلى جميع أنحاء أستراليا.`,
    },
    category: {
      heading: (category: string) => category,
      label: (category: string) => `منتجات قسم ${category}`,
      breadcrumb: 'مسار التصفّح',
      home: 'الرئيسية',
      empty: 'لا توجد منتجات في هذا القسم.',
      title: (category: string) => `${category} — ${SHOP_NAME}`,
      description: (count: number, category: string) =>
        `تسوّق تشكيلة قسم ${category} المحتشمة (${piecesAr(count)})، مصنوعة بعناية وتُشحن إلى جميع أنحاء أستراليا خلال 1-2 يوم عمل.`,
    },
    grid: {
      empty: 'لم نجد أي منتجات.',
      noMatches: 'لا توجد منتجات تطابق عوامل التصفية هذه.',
    },
    listing: {
      form: 'الترتيب والتصفية',
      sortBy: 'ترتيب حسب',
      sort: {
        relevance: 'الأكثر صلة',
        newest: 'الأحدث',
        priceLowToHigh: 'السعر: من الأقل إلى الأعلى',
        priceHighToLow: 'السعر: من الأعلى إلى الأقل',
      },
      facets: { category: 'القسم', size: 'المقاس', colour: 'اللون' },
      activeFilters: 'عوامل التصفية المفعّلة',
      filter: (facet: string, value: string) => `${facet}: ${value}`,
      price: (min: string, max: string) => `السعر: ${min} – ${max}`,
      anyPrice: 'بلا حد',
      remove: (filter: string) => `إزالة ${filter}`,
      clearAll: 'مسح الكل',
      filters: 'التصفية',
      filtersCount: (count: number) => `التصفية (${count})`,
      priceRange: 'السعر (بالدولار الأسترالي)',
      min: 'من',
      max: 'إلى',
      apply: 'تطبيق',
    },
    pagination: {
      label: 'التنقل بين الصفحات',
      previous: 'السابق',
      previousPage: 'الصفحة السابقة',
      next: 'التالي',
      nextPage: 'الصفحة التالية',
      page: (page: number) => `الصفحة ${page}`,
    },
    size: (size: string) => `المقاس ${size}`,
  },
})
