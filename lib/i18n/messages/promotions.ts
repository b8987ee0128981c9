import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * Discount codes (docs/product.md §20): the code field of the bag and the cart, the discount line wherever totals
 * are shown, and why a code was refused (`reasons`, by lib/promotions/rules.ts's DiscountRefusalReason; the server
 * answers them in the shopper's language too). Amounts come formatted.
 */
export const promotionMessages = defineMessages({
  en: {
    toggle: 'Have a discount code?',
    label: 'Discount code',
    apply: 'Apply',
    checking: 'Checking…',
    remove: (code: string) => `Remove code ${code}`,
    /** The code took this much off, e.g. "EID10: you save $12.00". */
    saving: (code: string, amount: string) => `${code}: you save ${amount}`,
    /** The discount line of a summary, e.g. "Discount (EID10)". */
    line: (code: string) => `Discount (${code})`,
    /** What was paid for an order line after its share of the discount. */
    linePaid: (amount: string) => `${amount} after discount`,
    empty: 'Type a code first.',
    unavailable: 'We could not check the code just now. Please try again.',
    rateLimited: 'Too many codes tried. Please wait a minute and try again.',
    reasons: {
      unknown: 'We do not know this code. Please check the spelling.',
      not_started: 'This code is not valid yet.',
      expired: 'This code has expired.',
      used_up: 'This code has been used as many times as it may be.',
      already_used: 'You have already used this code.',
      sign_in_required: 'Please sign in to use this code: it can be used once per shopper.',
      below_minimum: (minimum: string) => `This code needs ${minimum} or more of the items it applies to.`,
      not_applicable: 'This code does not apply to anything in your bag.',
    },
  },
  ar: {
    toggle: 'هل لديك رمز خصم؟',
    label: 'رمز الخصم',
    apply: 'تطبيق',
    checking: 'جارٍ التحقق…',
    remove: (code: string) => `إزالة الرمز ${ltr(code)}`,
    saving: (code: string, amount: string) => `${ltr(code)}: توفّر ${ltr(amount)}`,
    line: (code: string) => `الخصم (${ltr(code)})`,
    linePaid: (amount: string) => `${ltr(amount)} بعد الخصم`,
    empty: 'اكتب الرمز أولاً.',
    unavailable: 'تعذّر التحقق من الرمز الآن. يُرجى المحاولة مرة أخرى.',
    rateLimited: 'جرّبت رموزاً كثيرة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    reasons: {
      unknown: 'لا نعرف هذا الرمز. يُرجى التحقق من كتابته.',
      not_started: 'هذا الرمز غير صالح بعد.',
      expired: 'انتهت صلاحية هذا الرمز.',
      used_up: 'استُخدم هذا الرمز أقصى عدد مسموح من المرات.',
      already_used: 'لقد استخدمت هذا الرمز من قبل.',
      sign_in_required: 'يُرجى تسجيل الدخول لاستخدام هذا الرمز، فهو يُستخدم مرة واحدة لكل متسوّق.',
      below_minimum: (minimum: string) =>
        `يتطلب هذا الرمز مشتريات بقيمة ${ltr(minimum)} أو أكثر من المنتجات المشمولة به.`,
      not_applicable: 'لا ينطبق هذا الرمز على أي منتج في سلتك.',
    },
  },
})
