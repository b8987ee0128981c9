import { SHOP_NAME } from '../../constants'
import { defineMessages, plural } from '../messages'

/** "A, B and C" */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** "A، B و C": the names may be in Latin letters, so "و" stands apart from the last one. */
function joinNamesAr(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join('، ')} و ${names.at(-1)}`
}

/**
 * The wishlist page (docs/product.md §2.12, §4.3, §8.1): its items, the toasts of putting them into the bag, the
 * size-and-colour dialog and the sold-out notes. (The toast when a logged-out shopper opens it is the header's:
 * navigation.ts.)
 */
export const wishlistMessages = defineMessages({
  en: {
    title: `Your wishlist — ${SHOP_NAME}`,
    description: `The pieces you have saved at ${SHOP_NAME}.`,
    heading: 'Your Wishlist',
    addAll: 'Add all to cart',
    /** The spinner's name, and the text beside it. */
    spinner: 'Loading your wishlist',
    loading: 'Loading your wishlist…',
    empty: 'Your wishlist is empty.',
    browse: 'Browse products',
    items: 'Wishlist items',
    item: {
      addToCart: 'Add to cart',
      addNamed: (name: string) => `Add ${name} to cart`,
      remove: 'Remove',
      removeNamed: (name: string) => `Remove ${name} from wishlist`,
    },
    clear: {
      button: 'Clear Wishlist',
      title: 'Clear your wishlist?',
      description: 'This removes every item from your wishlist. It cannot be undone.',
    },
    removed: 'This product has been removed from your wishlist.',
    cleared: 'Wishlist cleared',
    /** §4.3: one item added (the spec's words; the variant is the toast's second line, as on the product page). */
    addedOne: (name: string) => `${name} has been added to your cart`,
    /** §4.3: Add all to cart. */
    addedMany: plural('en', {
      one: (n) => `${n} item has been added to your cart`,
      other: (n) => `${n} items have been added to your cart`,
    }),
    /** Said after the count when some could not be added: nothing is skipped silently. */
    soldOutNamed: (names: string[]) =>
      names.length === 0 ? '' : `${joinNames(names)} ${names.length === 1 ? 'is' : 'are'} sold out.`,
    /** The remembered size or colour has no units left: nothing is added. */
    soldOutTitle: 'Sold out',
    soldOutOne: (name: string) => `${name} is sold out, so it was not added to your cart.`,
    /** The card's note under a remembered variant that has sold out since. */
    soldOutNote: 'Sold out',
    optionsUnavailableTitle: 'Sizes and colours are unavailable',
    optionsUnavailable: 'We could not load the sizes and colours just now. Please try again in a moment.',
    noLongerSold: (name: string) => `${name} is no longer sold.`,
    dialog: {
      titleOne: (name: string) => `Choose a size or colour for ${name}`,
      titleMany: 'Choose sizes and colours',
      /** Says what the button under it says (issue 36, walk #28). */
      descriptionOne: 'Pick the one you want, then add it to your cart.',
      descriptionMany: plural('en', {
        one: () => 'One item needs a size or colour before everything goes into your bag.',
        other: (n) => `${n} items need a size or colour before everything goes into your bag.`,
      }),
      productSoldOut: 'Sold out in every size and colour: it will not be added.',
      confirmOne: 'Add to cart',
      confirmMany: 'Add all to cart',
      cancel: 'Cancel',
      close: 'Close',
      /** Why the confirm button is still disabled: for the one item, or for several. */
      incompleteOne: 'Choose a size or colour first.',
      incomplete: 'Choose an option for every item first.',
    },
  },
  ar: {
    title: `مفضلتك — ${SHOP_NAME}`,
    description: `القطع التي حفظتها في ${SHOP_NAME}.`,
    heading: 'مفضلتك',
    addAll: 'أضف الكل إلى السلة',
    spinner: 'جارٍ تحميل مفضلتك',
    loading: 'جارٍ تحميل مفضلتك…',
    empty: 'قائمة مفضلتك فارغة.',
    browse: 'تصفّح المنتجات',
    items: 'منتجات المفضلة',
    item: {
      addToCart: 'أضف إلى السلة',
      addNamed: (name: string) => `أضف ${name} إلى السلة`,
      remove: 'إزالة',
      removeNamed: (name: string) => `إزالة ${name} من المفضلة`,
    },
    clear: {
      button: 'إفراغ المفضلة',
      title: 'هل تريد إفراغ مفضلتك؟',
      description: 'ستُزال جميع المنتجات من مفضلتك، ولا يمكن التراجع عن ذلك.',
    },
    removed: 'أُزيل هذا المنتج من مفضلتك.',
    cleared: 'تم إفراغ المفضلة',
    addedOne: (name: string) => `تمت إضافة ${name} إلى سلتك`,
    addedMany: plural('ar', {
      zero: () => 'لم يُضف أي منتج إلى سلتك',
      one: () => 'أُضيف منتج واحد إلى سلتك',
      two: () => 'أُضيف منتجان إلى سلتك',
      few: (n) => `أُضيفت ${n} منتجات إلى سلتك`,
      many: (n) => `أُضيف ${n} منتجاً إلى سلتك`,
      other: (n) => `أُضيف ${n} منتج إلى سلتك`,
    }),
    soldOutNamed: (names: string[]) => (names.length === 0 ? '' : `نفدت كمية ${joinNamesAr(names)}.`),
    soldOutTitle: 'نفدت الكمية',
    soldOutOne: (name: string) => `لم نُضف ${name} إلى سلتك لأن الكمية نفدت.`,
    soldOutNote: 'نفدت الكمية',
    optionsUnavailableTitle: 'المقاسات والألوان غير متاحة',
    optionsUnavailable: 'تعذّر تحميل المقاسات والألوان الآن. يُرجى المحاولة مرة أخرى بعد لحظات.',
    noLongerSold: (name: string) => `لم نعد نبيع ${name}.`,
    dialog: {
      titleOne: (name: string) => `اختر مقاس أو لون ${name}`,
      titleMany: 'اختر المقاسات والألوان',
      descriptionOne: 'اختر ما يناسبك، ثم أضفه إلى سلتك.',
      descriptionMany: plural('ar', {
        one: () => 'يحتاج منتج واحد إلى اختيار مقاس أو لون قبل إضافة كل شيء إلى سلتك.',
        two: () => 'يحتاج منتجان إلى اختيار مقاس أو لون قبل إضافة كل شيء إلى سلتك.',
        few: (n) => `تحتاج ${n} منتجات إلى اختيار مقاس أو لون قبل إضافة كل شيء إلى سلتك.`,
        many: (n) => `يحتاج ${n} منتجاً إلى اختيار مقاس أو لون قبل إضافة كل شيء إلى سلتك.`,
        other: (n) => `يحتاج ${n} منتج إلى اختيار مقاس أو لون قبل إضافة كل شيء إلى سلتك.`,
      }),
      productSoldOut: 'نفدت كمية هذا المنتج بجميع مقاساته وألوانه، لذا لن يُضاف.',
      confirmOne: 'أضف إلى السلة',
      confirmMany: 'أضف الكل إلى السلة',
      cancel: 'إلغاء',
      close: 'إغلاق',
      incompleteOne: 'اختر مقاساً أو لوناً أولاً.',
      incomplete: 'اختر خياراً لكل منتج أولاً.',
    },
  },
})
