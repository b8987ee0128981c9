import { SHOP_NAME } from '../../constants'
import { isolated, ltr } from '../bidi'
import { defineMessages, plural } from '../messages'
import { piecesAr } from '../pieces'

/**
 * A shopper's orders (docs/product.md §17): their statuses, the account page's list, one order with its progress.
 * The account page's own words are in accountPage.ts, a guest's lookup in orderLookup.ts.
 */
export const orderMessages = defineMessages({
  en: {
    /** Where the order's money is, as its first badge says it (docs/product.md §17.3). */
    payment: {
      pending: 'Payment pending',
      failed: 'Payment failed',
      paid: 'Paid',
      test: 'Test order, not charged',
      partly_refunded: 'Partly refunded',
      refunded: 'Refunded',
      disputed: 'Payment disputed',
      dispute_lost: 'Payment reversed by your bank',
    },
    /** Where its goods are, its second badge (not shown while the payment is pending or failed). */
    fulfilment: {
      unfulfilled: 'Not shipped yet',
      shipped: 'Shipped',
      cancelled: 'Cancelled',
    },
    /** What the two badges are, for screen readers. */
    statusLabel: 'Order status',
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
      /** docs/product.md §10.8: the link to the order's tax invoice. */
      taxInvoice: 'Tax invoice',
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
  },
  ar: {
    payment: {
      pending: 'بانتظار الدفع',
      failed: 'تعذّر الدفع',
      paid: 'مدفوع',
      test: 'طلب تجريبي، لم يُخصم أي مبلغ',
      partly_refunded: 'مسترد جزئيًا',
      refunded: 'مسترد',
      disputed: 'الدفعة محل اعتراض',
      dispute_lost: 'استردّ مصرفك الدفعة',
    },
    fulfilment: {
      unfulfilled: 'لم يُشحن بعد',
      shipped: 'تم الشحن',
      cancelled: 'ملغى',
    },
    statusLabel: 'حالة الطلب',
    order: (number: string) => `الطلب ${ltr(number)}`,
    history: {
      title: 'طلباتك',
      loading: 'جارٍ تحميل طلباتك',
      loadFailed: 'تعذّر علينا تحميل طلباتك الآن.',
      retry: 'حاول مرة أخرى',
      empty: 'لا توجد لديك طلبات بعد.',
      startShopping: 'ابدأ التسوّق',
      list: 'الطلبات',
      items: piecesAr,
      claimedByEmail: 'دُفع كزائر ببريدك الإلكتروني',
    },
    detail: {
      pageTitle: `طلبك — ${SHOP_NAME}`,
      description: `طلب من ${SHOP_NAME}.`,
      allOrders: 'كل طلباتك',
      loading: 'جارٍ تحميل الطلب',
      notFound: 'لم نعثر على الطلب',
      notFoundText: 'هذا الطلب ليس من طلباتك، أو أن الرابط غير صحيح.',
      taxInvoice: 'الفاتورة الضريبية',
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
      trackingNoLink: (carrier: string, number: string) => `أُرسل عبر ${isolated(carrier)}، رقم التتبّع ${ltr(number)}`,
      shippingTo: 'الشحن إلى',
      timeline: 'مراحل الطلب',
      refunded: 'المبلغ المسترد',
    },
  },
})
