import { RETURN_WINDOW_DAYS, SHOP_NAME } from '../../constants'
import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/** Where the payment provider sends the shopper back: /stripe/success and /stripe/error (docs/product.md §2, §10). */
export const paymentMessages = defineMessages({
  en: {
    contactUs: 'Contact us',
    success: {
      pageTitle: `Payment Successful — ${SHOP_NAME}`,
      description: 'Thank you for your order.',
      title: 'Payment Successful!',
      thanks:
        'Thank you for your order. A confirmation is on its way to your e-mail, and we ship within 1-2 business days.',
      testNote: "This was a test payment on the shop's test payment page: no money was taken.",
      continueShopping: 'Continue Shopping',
    },
    /** The paid order under the thanks (docs/product.md §10.6). */
    receipt: {
      number: (number: string) => `Order ${number}`,
      items: 'Your order',
      item: 'Item',
      quantity: 'Qty',
      price: 'Price',
      subtotal: 'Subtotal',
      shipping: 'Shipping',
      total: 'Total',
      deliverTo: 'Delivering to',
      estimate: 'Estimated delivery',
      /** Two days, already written: "Tue 1 Dec to Fri 4 Dec". */
      window: (from: string, to: string) => `${from} to ${to}`,
      estimateNote: 'An estimate in business days from your payment; we e-mail the tracking number once it ships.',
      follow: 'Follow your order',
      returns: `Not the right size? Returns and exchanges start from the order's page, within ${RETURN_WINDOW_DAYS} days of shipping.`,
      accountTitle: 'Keep your orders together',
      accountText: (email: string) =>
        `Create an account with ${email}: this order joins it once you confirm the address from the e-mail we send.`,
      accountAction: 'Create an account',
    },
    notConfirmed: {
      title: 'Payment not confirmed yet',
      unpaid:
        'We have not received the payment for this checkout. If you completed it, it may still be processing: we will e-mail you once it is confirmed.',
      unavailable:
        'We could not check your payment just now. If you completed it, a confirmation e-mail is on its way; you can also reload this page in a moment.',
      bagKept: 'Your bag has been kept.',
      backToCart: 'Back to your cart',
    },
    notFound: {
      title: "We couldn't find this payment",
      missing: 'This page is shown after a payment, but no checkout session was named.',
      unknown: 'This checkout session is unknown to us.',
      bagKept: 'Your bag has been kept; if you were charged, please contact us and we will sort it out.',
      goToCart: 'Go to your cart',
    },
    error: {
      pageTitle: `Payment not completed — ${SHOP_NAME}`,
      description: 'Your payment was not completed; your bag is kept.',
      title: 'Payment not completed',
      notCharged: 'Your payment was not completed and you have not been charged. Everything is still in your bag.',
      tryAgainText: 'You can try again from your cart, or contact us if something went wrong.',
      tryAgain: 'Try again',
    },
  },
  ar: {
    contactUs: 'اتصل بنا',
    success: {
      pageTitle: `تم الدفع بنجاح — ${SHOP_NAME}`,
      description: 'شكرًا لطلبك.',
      title: 'تم الدفع بنجاح!',
      thanks: 'شكرًا لطلبك. رسالة التأكيد في طريقها إلى بريدك الإلكتروني، ونشحن طلبك خلال يوم إلى يومَي عمل.',
      testNote: 'كانت هذه عملية دفع تجريبية على صفحة الدفع التجريبية للمتجر: لم يُخصم أي مبلغ.',
      continueShopping: 'تابع التسوّق',
    },
    receipt: {
      number: (number: string) => `الطلب ${ltr(number)}`,
      items: 'طلبك',
      item: 'القطعة',
      quantity: 'الكمية',
      price: 'السعر',
      subtotal: 'المجموع الفرعي',
      shipping: 'الشحن',
      total: 'الإجمالي',
      deliverTo: 'التوصيل إلى',
      estimate: 'موعد التوصيل المتوقّع',
      window: (from: string, to: string) => `من ${from} إلى ${to}`,
      estimateNote: 'تقدير بأيام العمل من تاريخ الدفع؛ نراسلك برقم التتبّع فور شحن الطلب.',
      follow: 'تابِع طلبك',
      returns: `المقاس غير مناسب؟ يبدأ الإرجاع والاستبدال من صفحة الطلب، خلال ${RETURN_WINDOW_DAYS} يومًا من الشحن.`,
      accountTitle: 'اجمع طلباتك في مكان واحد',
      accountText: (email: string) =>
        `أنشئ حسابًا بالبريد ${ltr(email)}: ينضم إليه هذا الطلب بعد أن تؤكّد العنوان من الرسالة التي نرسلها إليك.`,
      accountAction: 'إنشاء حساب',
    },
    notConfirmed: {
      title: 'لم يتأكّد الدفع بعد',
      unpaid:
        'لم يصلنا الدفع الخاص بعملية الشراء هذه. إن كنت قد أتممته، فربما لا يزال قيد المعالجة، وسنراسلك بالبريد الإلكتروني فور تأكيده.',
      unavailable:
        'تعذّر علينا التحقّق من الدفع الآن. إن كنت قد أتممته، فرسالة التأكيد في طريقها إليك؛ ويمكنك أيضًا إعادة تحميل هذه الصفحة بعد قليل.',
      bagKept: 'احتفظنا لك بمحتويات السلة.',
      backToCart: 'العودة إلى السلة',
    },
    notFound: {
      title: 'لم نعثر على عملية الدفع هذه',
      missing: 'تظهر هذه الصفحة بعد الدفع، لكن لم تُحدَّد أي جلسة دفع.',
      unknown: 'جلسة الدفع هذه غير معروفة لدينا.',
      bagKept: 'احتفظنا لك بمحتويات السلة؛ وإن خُصم منك أي مبلغ، فاتصل بنا وسنعالج الأمر.',
      goToCart: 'الذهاب إلى السلة',
    },
    error: {
      pageTitle: `لم يكتمل الدفع — ${SHOP_NAME}`,
      description: 'لم يكتمل الدفع، واحتفظنا لك بمحتويات السلة.',
      title: 'لم يكتمل الدفع',
      notCharged: 'لم يكتمل الدفع ولم يُخصم منك أي مبلغ. كل ما اخترته لا يزال في السلة.',
      tryAgainText: 'يمكنك المحاولة مرة أخرى من السلة، أو الاتصال بنا إن واجهت مشكلة.',
      tryAgain: 'حاول مرة أخرى',
    },
  },
})
