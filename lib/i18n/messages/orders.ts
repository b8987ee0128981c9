import { SHOP_NAME } from '../../constants'
import { defineMessages, plural } from '../messages'

/**
 * A shopper's orders: the list on the account page, one order with its progress, and a guest's lookup
 * (docs/product.md §17).
 */
export const orderMessages = defineMessages({
  en: {
    /** How an order's status reads to the shopper (docs/product.md §17). */
    status: {
      paid: 'Paid',
      payment_pending: 'Payment pending',
      payment_failed: 'Payment failed',
      test: 'Test order, not charged',
      shipped: 'Shipped',
      partially_refunded: 'Partly refunded',
      refunded: 'Refunded',
      cancelled: 'Cancelled',
    },
    order: (number: string) => `Order ${number}`,
    history: {
      title: 'Your orders',
      loading: 'Loading your orders',
      loadFailed: 'We could not load your orders just now.',
      retry: 'Try again',
      empty: 'You have no orders yet.',
      startShopping: 'Start shopping',
      list: 'Orders',
      items: plural('en', { one: (n) => `${n} item`, other: (n) => `${n} items` }),
      /** On an order added to the account by its e-mail address, not placed while signed in. */
      claimedByEmail: 'Paid as a guest with your e-mail address',
    },
    detail: {
      pageTitle: `Your order — ${SHOP_NAME}`,
      description: `An order at ${SHOP_NAME}.`,
      allOrders: 'All your orders',
      loading: 'Loading the order',
      notFound: 'Order not found',
      notFoundText: 'This order is not one of yours, or the link is mistyped.',
      // "Placed on [22 November 2026]"
      placedOn: 'Placed on',
      items: 'Items in this order',
      item: 'Item',
      quantity: 'Qty',
      price: 'Price',
      subtotal: 'Subtotal',
      shipping: 'Shipping',
      total: 'Total',
    },
    /** The words around an order's progress on its page (docs/product.md §17.2). */
    progress: {
      tracking: 'Track your parcel',
      trackingNoLink: (carrier: string, number: string) => `Sent with ${carrier}, tracking number ${number}`,
      shippingTo: 'Shipping to',
      timeline: 'What has happened',
      refunded: 'Refunded',
    },
    /** The guest's order lookup (docs/product.md §17.3). One answer for a wrong e-mail and an unknown number. */
    lookup: {
      pageTitle: `Find your order — ${SHOP_NAME}`,
      description: `Follow a ${SHOP_NAME} order with its number and the e-mail address it was paid with.`,
      title: 'Find your order',
      lead: 'Enter the order number from your confirmation e-mail and the e-mail address you paid with.',
      number: 'Order number',
      submit: 'Find order',
      submitting: 'Looking',
      notFound:
        'We could not find an order with that number and e-mail address. Check both against your confirmation e-mail.',
      failed: 'We could not look up your order just now. Please try again.',
      another: 'Look up another order',
      signedInHint: 'Have an account? Your orders are on your account page.',
    },
  },
  ar: {
    status: {
      paid: 'مدفوع',
      payment_pending: 'بانتظار الدفع',
      payment_failed: 'تعذّر الدفع',
      test: 'طلب تجريبي، لم يُخصم أي مبلغ',
      shipped: 'تم الشحن',
      partially_refunded: 'مسترد جزئيًا',
      refunded: 'مسترد',
      cancelled: 'ملغى',
    },
    order: (number: string) => `الطلب ${number}`,
    history: {
      title: 'طلباتك',
      loading: 'جارٍ تحميل طلباتك',
      loadFailed: 'تعذّر علينا تحميل طلباتك الآن.',
      retry: 'حاول مرة أخرى',
      empty: 'لا توجد لديك طلبات بعد.',
      startShopping: 'ابدأ التسوّق',
      list: 'الطلبات',
      items: plural('ar', {
        zero: () => 'لا قطع',
        one: () => 'قطعة واحدة',
        two: () => 'قطعتان',
        few: (n) => `${n} قطع`,
        many: (n) => `${n} قطعة`,
        other: (n) => `${n} قطعة`,
      }),
      claimedByEmail: 'دُفع كزائر ببريدك الإلكتروني',
    },
    detail: {
      pageTitle: `طلبك — ${SHOP_NAME}`,
      description: `طلب من ${SHOP_NAME}.`,
      allOrders: 'كل طلباتك',
      loading: 'جارٍ تحميل الطلب',
      notFound: 'لم نعثر على الطلب',
      notFoundText: 'هذا الطلب ليس من طلباتك، أو أن الرابط غير صحيح.',
      placedOn: 'تاريخ الطلب',
      items: 'القطع في هذا الطلب',
      item: 'القطعة',
      quantity: 'الكمية',
      price: 'السعر',
      subtotal: 'المجموع الفرعي',
      shipping: 'الشحن',
      total: 'الإجمالي',
    },
    progress: {
      tracking: 'تتبّع طردك',
      trackingNoLink: (carrier: string, number: string) => `أُرسل عبر ${carrier}، رقم التتبّع ${number}`,
      shippingTo: 'الشحن إلى',
      timeline: 'مراحل الطلب',
      refunded: 'المبلغ المسترد',
    },
    lookup: {
      pageTitle: `ابحث عن طلبك — ${SHOP_NAME}`,
      description: `تابع طلبك من ${SHOP_NAME} برقمه والبريد الإلكتروني الذي دفعت به.`,
      title: 'ابحث عن طلبك',
      lead: 'أدخل رقم الطلب الوارد في رسالة التأكيد، والبريد الإلكتروني الذي دفعت به.',
      number: 'رقم الطلب',
      submit: 'ابحث عن الطلب',
      submitting: 'جارٍ البحث',
      notFound: 'لم نعثر على طلب بهذا الرقم وهذا البريد الإلكتروني. تحقّق من كليهما في رسالة التأكيد.',
      failed: 'تعذّر علينا البحث عن طلبك الآن. يُرجى المحاولة مرة أخرى.',
      another: 'ابحث عن طلب آخر',
      signedInHint: 'لديك حساب؟ تجد طلباتك في صفحة حسابك.',
    },
  },
})
