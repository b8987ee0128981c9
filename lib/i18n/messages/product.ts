import { SHOP_NAME } from '../../constants'
import { defineMessages, plural } from '../messages'

/**
 * The product page (docs/product.md §2, §4.2, §16): gallery, summary, size and colour, its buttons and their toasts,
 * and "Email me when it's back" (§16.5).
 */
export const productMessages = defineMessages({
  en: {
    title: (product: string) => `${product} — ${SHOP_NAME}`,
    /** The 404's heading. */
    notFound: 'Product not found',
    gallery: {
      noImage: (product: string) => `No image for ${product}`,
      images: (product: string) => `${product} images`,
      show: (index: number, count: number, image: string) => `Show image ${index} of ${count}: ${image}`,
      /** Announced when choosing a colour switched the large image (docs/product.md §16.6). */
      showing: (index: number, count: number, image: string) => `Showing image ${index} of ${count}: ${image}`,
      /** A picture's description when its content has none in the page's language (lib/catalogue/imageAlt.ts). */
      described: (product: string, colour: string | null) => (colour ? `${product} in ${colour}` : product),
    },
    summary: {
      ships: (days: string) => `Ships in ${days} business days`,
      returns: (days: number) => `${days}-day return policy`,
    },
    options: {
      size: 'Size',
      colour: 'Colour',
      /** After a value that cannot be chosen, for screen readers. */
      soldOut: 'sold out',
      /** Low stock of the chosen size and colour. */
      left: plural('en', { other: (n) => `Only ${n} left` }),
      /** Opens the size guide (docs/product.md §16.7), under the sizes. */
      sizeGuide: 'Size guide',
    },
    /** Why the bag and Checkout Now buttons wait. */
    choose: {
      size: 'Choose a size',
      colour: 'Choose a colour',
      sizeAndColour: 'Choose a size and a colour',
      soldOut: 'Sold out in this size and colour',
    },
    actions: {
      addToBag: 'Add To Bag',
      addingToBag: 'Adding to bag',
      viewInBag: 'View In Bag',
      addToWishlist: 'Add To Wishlist',
      addingToWishlist: 'Adding to wishlist',
      viewInWishlist: 'View In Wishlist',
      checkoutNow: 'Checkout Now',
      /** In Add To Bag's place when the chosen size or colour is sold out (docs/product.md §16.5). */
      notifyMe: 'Notify me when it’s back',
    },
    /** The phone's buy bar, named for screen readers (docs/product.md §2.8). */
    stickyBar: (product: string) => `Buy ${product}`,
    added: {
      /** The toast's title; the variant is its second line. */
      toCart: (product: string) => `${product} has been added to your cart`,
      toWishlist: (product: string) => `${product} added to your wishlist`,
    },
    stockAlert: {
      heading: "Email me when it's back",
      lead: 'Sold out? We will e-mail you once when it is back.',
      choose: 'Size or colour',
      email: 'Email',
      submit: "Email me when it's back",
      saving: 'Saving',
      done: { title: 'Alert Saved' },
      failed: { title: 'Alert Not Saved', description: 'We could not save your alert. Please try again.' },
    },
  },
  ar: {
    title: (product: string) => `${product} — ${SHOP_NAME}`,
    notFound: 'المنتج غير موجود',
    gallery: {
      noImage: (product: string) => `لا توجد صورة للمنتج ${product}`,
      images: (product: string) => `صور ${product}`,
      show: (index: number, count: number, image: string) => `عرض الصورة ${index} من ${count}: ${image}`,
      showing: (index: number, count: number, image: string) => `تُعرض الآن الصورة ${index} من ${count}: ${image}`,
      described: (product: string, colour: string | null) => (colour ? `${product} باللون ${colour}` : product),
    },
    summary: {
      ships: (days: string) => `يُشحن خلال ${days} يوم عمل`,
      returns: (days: number) => `إمكانية الإرجاع خلال ${days} يوماً`,
    },
    options: {
      size: 'المقاس',
      colour: 'اللون',
      soldOut: 'نفدت الكمية',
      left: plural('ar', {
        one: () => 'بقيت قطعة واحدة فقط',
        two: () => 'بقيت قطعتان فقط',
        few: (n) => `بقيت ${n} قطع فقط`,
        many: (n) => `بقيت ${n} قطعة فقط`,
        other: (n) => `بقيت ${n} قطعة فقط`,
      }),
      sizeGuide: 'دليل المقاسات',
    },
    choose: {
      size: 'اختر المقاس',
      colour: 'اختر اللون',
      sizeAndColour: 'اختر المقاس واللون',
      soldOut: 'نفدت الكمية بهذا المقاس واللون',
    },
    actions: {
      addToBag: 'أضف إلى السلة',
      addingToBag: 'جارٍ الإضافة إلى السلة',
      viewInBag: 'عرض في السلة',
      addToWishlist: 'أضف إلى المفضلة',
      addingToWishlist: 'جارٍ الإضافة إلى المفضلة',
      viewInWishlist: 'عرض في المفضلة',
      checkoutNow: 'ادفع الآن',
      notifyMe: 'أعلمني عند توفره',
    },
    stickyBar: (product: string) => `شراء ${product}`,
    added: {
      toCart: (product: string) => `تمت إضافة ${product} إلى سلتك`,
      toWishlist: (product: string) => `تمت إضافة ${product} إلى المفضلة`,
    },
    stockAlert: {
      heading: 'أبلغني عند توفّره',
      lead: 'نفدت الكمية؟ سنرسل إليك رسالة واحدة عندما يتوفّر من جديد.',
      choose: 'المقاس أو اللون',
      email: 'البريد الإلكتروني',
      submit: 'أبلغني عند توفّره',
      saving: 'جارٍ الحفظ',
      done: { title: 'تم حفظ التنبيه' },
      failed: { title: 'لم يُحفظ التنبيه', description: 'تعذّر حفظ تنبيهك. يُرجى المحاولة مرة أخرى.' },
    },
  },
})
