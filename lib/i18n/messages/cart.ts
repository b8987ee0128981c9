import { SHOP_NAME } from '../../constants'
import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * The bag panel and the cart page (docs/product.md §2, §2.5, §4), their lines and quantity selector, and checkout's
 * own toasts (the sentences explaining a refused checkout are in checkoutRefusal.ts, loaded with the first refusal).
 */
export const cartMessages = defineMessages({
  en: {
    title: `Your Cart — ${SHOP_NAME}`,
    description: 'Review the items in your bag, change quantities and check out.',
    bag: {
      title: 'Bag',
      close: 'Close bag',
      loading: 'Loading your bag…',
      empty: 'Your bag is empty',
      viewCart: 'View Your Cart',
      /** Between View Your Cart and Checkout. */
      or: 'OR',
      checkout: 'Checkout',
    },
    page: {
      heading: 'Your Cart',
      loading: 'Loading your cart…',
      empty: 'Your cart is empty.',
      shop: 'Click here to shop.',
      lines: 'Items in your cart',
      summary: 'Summary',
      shipping: 'Shipping',
      total: 'Total',
      /** After the shipping rule (shipping.ts). */
      note: (shippingRule: string) => `${shippingRule} Shipping costs are non-refundable. Prices are in AUD.`,
      checkout: 'Proceed to Checkout',
      continue: 'Continue Shopping',
    },
    subtotal: 'Subtotal',
    line: {
      each: (price: string) => `${price} each`,
      remove: 'Remove',
      removeNamed: (name: string) => `Remove ${name}`,
    },
    quantity: {
      /** `name` says what the quantity is of: "Quantity of Chiffon Hijab". */
      label: (name: string) => `Quantity of ${name}`,
      decrease: (name: string) => `Decrease quantity of ${name}`,
      increase: (name: string) => `Increase quantity of ${name}`,
      hint: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
    },
    clear: {
      button: 'Clear Cart',
      title: 'Clear your cart?',
      description: 'Every item will be removed from your bag. This cannot be undone.',
      done: { title: 'Cart Cleared', description: 'Every item has been removed from your bag.' },
    },
    checkout: {
      redirecting: 'Redirecting to checkout',
      empty: { title: 'Your cart is empty', description: 'Please add some items to your cart before checking out.' },
      failedTitle: 'Checkout Error',
      /** Followed by the refusal's sentence when the shop knows why (checkoutRefusal.ts). */
      failed: 'There was a problem with redirecting to checkout.',
    },
  },
  ar: {
    title: `سلتك — ${SHOP_NAME}`,
    description: 'راجع المنتجات في سلتك، وعدّل الكميات، ثم أتمم الدفع.',
    bag: {
      title: 'السلة',
      close: 'إغلاق السلة',
      loading: 'جارٍ تحميل سلتك…',
      empty: 'سلتك فارغة',
      viewCart: 'عرض سلتك',
      or: 'أو',
      checkout: 'الدفع',
    },
    page: {
      heading: 'سلتك',
      loading: 'جارٍ تحميل سلتك…',
      empty: 'سلتك فارغة.',
      shop: 'انقر هنا للتسوق.',
      lines: 'المنتجات في سلتك',
      summary: 'ملخص الطلب',
      shipping: 'الشحن',
      total: 'الإجمالي',
      note: (shippingRule: string) => `${shippingRule} تكاليف الشحن غير قابلة للاسترداد. الأسعار بالدولار الأسترالي.`,
      checkout: 'المتابعة إلى الدفع',
      continue: 'مواصلة التسوق',
    },
    subtotal: 'المجموع الفرعي',
    line: {
      each: (price: string) => `${ltr(price)} للقطعة`,
      remove: 'إزالة',
      removeNamed: (name: string) => `إزالة ${name}`,
    },
    quantity: {
      label: (name: string) => `كمية ${name}`,
      decrease: (name: string) => `إنقاص كمية ${name}`,
      increase: (name: string) => `زيادة كمية ${name}`,
      hint: (min: number, max: number) => `أدخل عدداً صحيحاً من ${min} إلى ${max}.`,
    },
    clear: {
      button: 'إفراغ السلة',
      title: 'هل تريد إفراغ سلتك؟',
      description: 'ستُزال جميع المنتجات من سلتك، ولا يمكن التراجع عن ذلك.',
      done: { title: 'تم إفراغ السلة', description: 'أُزيلت جميع المنتجات من سلتك.' },
    },
    checkout: {
      redirecting: 'جارٍ تحويلك إلى صفحة الدفع',
      empty: { title: 'سلتك فارغة', description: 'يُرجى إضافة بعض المنتجات إلى سلتك قبل الدفع.' },
      failedTitle: 'تعذّر الدفع',
      failed: 'حدثت مشكلة أثناء تحويلك إلى صفحة الدفع.',
    },
  },
})
