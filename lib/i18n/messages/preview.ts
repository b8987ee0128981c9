import { defineMessages } from '../messages'

/** The bar an editor sees on a page in draft preview (docs/product.md §18.5). */
export const previewMessages = defineMessages({
  en: {
    label: 'Draft preview',
    explanation: 'You are seeing unpublished drafts. Shoppers still see the published shop.',
    live: 'Updates as you edit',
    reconnecting: 'Reconnecting to the Studio…',
    exit: 'Exit preview',
  },
  ar: {
    label: 'معاينة المسودّات',
    explanation: 'تشاهد مسودّات غير منشورة. ما زال المتسوّقون يرون المتجر المنشور.',
    live: 'تتحدّث الصفحة أثناء التحرير',
    reconnecting: 'جارٍ إعادة الاتصال بالاستوديو…',
    exit: 'الخروج من المعاينة',
  },
})
