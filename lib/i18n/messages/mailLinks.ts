import { SHOP_NAME } from '../../constants'
import { defineMessages } from '../messages'

/**
 * The pages behind a mailed link: verify an address, confirm the newsletter, a new address or a back-in-stock alert,
 * unsubscribe (docs/product.md §2.18, §4.4, §12.2, §12.3, §16.5). Each confirms on load and says how it went; the
 * server's own answer (why a link failed) is shown as it sends it.
 */
export const mailLinkMessages = defineMessages({
  en: {
    verify: {
      pageTitle: `Verify your e-mail — ${SHOP_NAME}`,
      description: `Confirm the e-mail address of your ${SHOP_NAME} account.`,
      title: 'E-mail verification',
      pending: { label: 'Verifying', text: 'Verifying your e-mail address…' },
      succeeded: 'Your e-mail address is verified.',
      failed: 'We could not verify your e-mail address.',
      unexpected: 'Something went wrong while verifying your e-mail address.',
      // "Taking you to the [login page]…"
      next: { before: 'Taking you to the ', loginPage: 'login page', after: '…' },
      // "If the link has expired, [sign up] again; if you already verified, [log in]. Taking you to the login page…"
      nextFailed: {
        before: 'If the link has expired, ',
        signUp: 'sign up',
        between: ' again; if you already verified, ',
        logIn: 'log in',
        after: '. Taking you to the login page…',
      },
    },
    newsletter: {
      pageTitle: `Confirm your newsletter subscription — ${SHOP_NAME}`,
      description: `Confirm that you want the ${SHOP_NAME} newsletter.`,
      title: 'Newsletter',
      pending: { label: 'Confirming', text: 'Confirming your subscription…' },
      succeeded: 'You are on our newsletter list.',
      failed: 'We could not confirm your subscription.',
      browse: 'Browse the shop',
      nextFailed:
        'If the link has expired, subscribe again at the bottom of any page; if you already confirmed, there is nothing more to do.',
    },
    /** A mailed link the server could not check (not an expired or used one: that answer is the server's). */
    unexpected: 'Something went wrong. Please try again later.',
    emailChange: {
      pageTitle: `Confirm your new e-mail address — ${SHOP_NAME}`,
      description: `Confirm the new e-mail address of your ${SHOP_NAME} account.`,
      title: 'E-mail address',
      pending: { label: 'Confirming', text: 'Confirming your new address…' },
      succeeded: 'Your new address is confirmed.',
      failed: 'We could not confirm your new address.',
      logIn: 'Log in',
      nextFailed: 'If the link has expired, ask for the change again in your account settings.',
    },
    alertConfirm: {
      pageTitle: `Confirm your back-in-stock alert — ${SHOP_NAME}`,
      description: `Confirm that ${SHOP_NAME} may e-mail you when an item is back.`,
      title: 'Back-in-stock alert',
      pending: { label: 'Confirming', text: 'Confirming your alert…' },
      succeeded: 'Your alert is confirmed.',
      failed: 'We could not confirm your alert.',
      browse: 'Browse the shop',
      nextFailed: 'If the link has expired, ask again on the product page.',
    },
    unsubscribe: {
      pageTitle: `Unsubscribe — ${SHOP_NAME}`,
      description: `Stop newsletter and back-in-stock mails from ${SHOP_NAME}.`,
      title: 'Unsubscribe',
      lead: 'Stop all newsletter and back-in-stock mails to the address this link was sent to. You do not need to log in.',
      button: 'Unsubscribe',
    },
    unsubscribed: {
      pageTitle: `You are unsubscribed — ${SHOP_NAME}`,
      description: `${SHOP_NAME} will not send you newsletter or back-in-stock mails.`,
      title: 'You are unsubscribed',
      text: 'We will not send you our newsletter or back-in-stock alerts any more. Your account, if you have one, is unchanged.',
      browse: 'Browse the shop',
    },
  },
  ar: {
    verify: {
      pageTitle: `تأكيد بريدك الإلكتروني — ${SHOP_NAME}`,
      description: `أكّد البريد الإلكتروني لحسابك في ${SHOP_NAME}.`,
      title: 'تأكيد البريد الإلكتروني',
      pending: { label: 'جارٍ التأكيد', text: 'جارٍ تأكيد بريدك الإلكتروني…' },
      succeeded: 'تم تأكيد بريدك الإلكتروني.',
      failed: 'تعذّر علينا تأكيد بريدك الإلكتروني.',
      unexpected: 'حدث خطأ أثناء تأكيد بريدك الإلكتروني.',
      next: { before: 'ننقلك الآن إلى ', loginPage: 'صفحة تسجيل الدخول', after: '…' },
      nextFailed: {
        before: 'إن انتهت صلاحية الرابط، ',
        signUp: 'أنشئ حسابك',
        between: ' من جديد؛ وإن كنت قد أكّدت بريدك من قبل، ',
        logIn: 'سجّل الدخول',
        after: '. ننقلك الآن إلى صفحة تسجيل الدخول…',
      },
    },
    newsletter: {
      pageTitle: `تأكيد اشتراكك في النشرة البريدية — ${SHOP_NAME}`,
      description: `أكّد رغبتك في تلقّي النشرة البريدية من ${SHOP_NAME}.`,
      title: 'النشرة البريدية',
      pending: { label: 'جارٍ التأكيد', text: 'جارٍ تأكيد اشتراكك…' },
      succeeded: 'أنت الآن مشترك في نشرتنا البريدية.',
      failed: 'تعذّر علينا تأكيد اشتراكك.',
      browse: 'تصفّح المتجر',
      nextFailed:
        'إن انتهت صلاحية الرابط، فاشترك من جديد من أسفل أي صفحة؛ وإن كنت قد أكّدت اشتراكك من قبل، فلا حاجة لفعل شيء.',
    },
    unexpected: 'حدث خطأ ما. يُرجى المحاولة لاحقًا.',
    emailChange: {
      pageTitle: `تأكيد بريدك الإلكتروني الجديد — ${SHOP_NAME}`,
      description: `أكّد البريد الإلكتروني الجديد لحسابك في ${SHOP_NAME}.`,
      title: 'البريد الإلكتروني',
      pending: { label: 'جارٍ التأكيد', text: 'جارٍ تأكيد بريدك الجديد…' },
      succeeded: 'تم تأكيد بريدك الإلكتروني الجديد.',
      failed: 'تعذّر علينا تأكيد بريدك الإلكتروني الجديد.',
      logIn: 'تسجيل الدخول',
      nextFailed: 'إن انتهت صلاحية الرابط، فاطلب التغيير من جديد من إعدادات حسابك.',
    },
    alertConfirm: {
      pageTitle: `تأكيد تنبيه توفّر المنتج — ${SHOP_NAME}`,
      description: `أكّد موافقتك على أن يراسلك ${SHOP_NAME} عند توفّر المنتج من جديد.`,
      title: 'تنبيه توفّر المنتج',
      pending: { label: 'جارٍ التأكيد', text: 'جارٍ تأكيد تنبيهك…' },
      succeeded: 'تم تأكيد تنبيهك.',
      failed: 'تعذّر علينا تأكيد تنبيهك.',
      browse: 'تصفّح المتجر',
      nextFailed: 'إن انتهت صلاحية الرابط، فاطلب التنبيه من جديد من صفحة المنتج.',
    },
    unsubscribe: {
      pageTitle: `إلغاء الاشتراك — ${SHOP_NAME}`,
      description: `أوقف رسائل النشرة البريدية وتنبيهات توفّر المنتجات من ${SHOP_NAME}.`,
      title: 'إلغاء الاشتراك',
      lead: 'أوقف جميع رسائل النشرة البريدية وتنبيهات توفّر المنتجات إلى العنوان الذي أُرسل إليه هذا الرابط. لا حاجة لتسجيل الدخول.',
      button: 'إلغاء الاشتراك',
    },
    unsubscribed: {
      pageTitle: `تم إلغاء اشتراكك — ${SHOP_NAME}`,
      description: `لن يرسل إليك ${SHOP_NAME} النشرة البريدية أو تنبيهات توفّر المنتجات.`,
      title: 'تم إلغاء اشتراكك',
      text: 'لن نرسل إليك نشرتنا البريدية أو تنبيهات توفّر المنتجات بعد الآن. أمّا حسابك، إن كان لديك حساب، فيبقى كما هو.',
      browse: 'تصفّح المتجر',
    },
  },
})
