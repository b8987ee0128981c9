import { SHOP_NAME } from '../../constants'
import { defineMessages } from '../messages'

/**
 * A guest's order lookup (docs/product.md §17.3): one answer for a wrong e-mail and an unknown number. The order it
 * finds reads its words from orders.ts.
 */
export const orderLookupMessages = defineMessages({
  en: {
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
  ar: {
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
})
