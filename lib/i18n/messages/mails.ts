import { SHOP_NAME } from '../../constants'
import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * The shopper's mails (server/mail/templates.ts, server/mail/order-mails.ts), in the language they used where the
 * mail began (docs/product.md §19). Mails to the shop itself (contact messages, the packing summary) are for staff
 * and stay in English, in their templates.
 */
export const mailMessages = defineMessages({
  en: {
    layout: {
      buttonFallback: 'If the button does not work, copy this address into your browser:',
      unsubscribeLink: 'Unsubscribe',
      unsubscribeRest: ': stop all newsletter and back-in-stock mails to this address.',
      unsubscribeText: 'Unsubscribe: stop all newsletter and back-in-stock mails to this address',
    },
    hello: 'Hello,',
    helloName: (name: string) => `Hello ${name},`,
    verification: {
      subject: `Verify your e-mail address for ${SHOP_NAME}`,
      asked: `Someone asked to create an account at ${SHOP_NAME} with this e-mail address. If it was you, please confirm it.`,
      password:
        'The account will use the password chosen when it was created. Do not click if you did not create it yourself.',
      action: 'Verify my e-mail',
      footnote:
        'This link works once and expires in 24 hours. If you did not create an account, ignore this e-mail: nothing happens.',
    },
    passwordReset: {
      subject: `Reset your ${SHOP_NAME} password`,
      asked: 'We received a request to reset the password of your account.',
      action: 'Choose a new password',
      footnote:
        'This link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
    },
    passwordChanged: {
      subject: `Your ${SHOP_NAME} password was changed`,
      changed:
        'The password of your account was just changed, and every device that was signed in has been signed out.',
      notYou: 'If this was not you, reset your password now.',
      action: 'Reset my password',
    },
    knownEmail: {
      subject: `Someone tried to create a ${SHOP_NAME} account with your e-mail`,
      tried:
        'Someone (perhaps you) tried to create a new account with this e-mail address, which already has an account.',
      logIn: 'If it was you, log in instead. If you have forgotten your password, you can reset it.',
      action: 'Log in',
      footnote: 'If it was not you, you can ignore this e-mail; nothing has changed.',
    },
    newsletterConfirmation: {
      subject: `Confirm your subscription to the ${SHOP_NAME} newsletter`,
      asked: 'Someone (we hope you) asked to receive our newsletter at this address.',
      confirm: 'Please confirm, and you will hear from us about new arrivals and offers.',
      action: 'Confirm my subscription',
      footnote: (days: number) =>
        `This link works for ${days} days. If you did not ask for the newsletter, ignore this e-mail: nothing is sent until you confirm.`,
    },
    order: {
      testSubject: '[Test] ',
      confirmationSubject: (number: string) => `Your ${SHOP_NAME} order ${number}`,
      testConfirmation: 'This is a test order: no payment was taken and nothing will be shipped.',
      testFollowUp: 'This is a test order: no payment was taken and nothing is really shipped.',
      thanks: (number: string) => `Thank you for your order ${number}. We ship within 1-2 business days.`,
      /** One bought line: "1 × Classic Nidha Abaya (Size 56 · Black) — $139.00". */
      line: (quantity: number, name: string, amount: string) => `${quantity} × ${name} — ${amount}`,
      shipping: (amount: string) => `Shipping: ${amount}`,
      freeShipping: 'Free',
      total: (amount: string) => `Total: ${amount}`,
      shippingTo: (address: string) => `Shipping to: ${address}`,
      follow: 'Follow your order',
      followFootnote: (url: string) => `Follow this order at any time with its number and this e-mail address: ${url}`,
      shippedSubject: (number: string) => `Your ${SHOP_NAME} order ${number} is on its way`,
      shipped: (number: string, carrier: string) => `Your order ${number} has shipped with ${carrier}.`,
      trackingNumber: (tracking: string) => `Tracking number: ${tracking}`,
      track: 'Track your parcel',
      alsoFollow: (url: string) => `You can also follow your order at ${url}`,
      refundedSubject: (number: string) => `Refund for your ${SHOP_NAME} order ${number}`,
      refundedFull: (number: string, amount: string) => `We have refunded your order ${number} in full: ${amount}.`,
      refundedPart: (number: string, amount: string) => `We have refunded ${amount} of your order ${number}.`,
      refundTestNote: 'No money moved, so nothing reaches your card.',
      refundNote: 'Refunds reach your card in 5 to 10 business days, depending on your bank.',
      cancelledSubject: (number: string) => `Your ${SHOP_NAME} order ${number} is cancelled`,
      cancelled: (number: string) => `We have cancelled your order ${number}; nothing will be shipped.`,
      cancelledRefund: (amount: string) => `We have refunded ${amount} to the card you paid with.`,
      cancelledHelp: 'If you did not expect this, reply to this e-mail and we will help.',
    },
    emailChange: {
      subject: `Confirm your new e-mail address for ${SHOP_NAME}`,
      asked: `Someone asked to use this address for their ${SHOP_NAME} account.`,
      action: 'Use this address',
      footnote: 'This link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.',
    },
    emailChangeTaken: {
      subject: `Someone tried to move a ${SHOP_NAME} account to your e-mail`,
      tried:
        'Someone (perhaps you) asked to use this address for another account. This address already has an account, so nothing has changed.',
      action: 'Log in',
      footnote: 'If it was not you, you can ignore this e-mail.',
    },
    emailChanged: {
      subject: `Your ${SHOP_NAME} e-mail address was changed`,
      changed: (email: string) =>
        `The e-mail address of your account was changed to ${email}. Mails about your account now go there.`,
      notYou: 'If this was not you, contact us at once.',
      action: 'Contact us',
    },
    accountPasswordChanged: {
      subject: `Your ${SHOP_NAME} password was changed`,
      changed:
        'The password of your account was just changed in your account settings, and every other device that was signed in has been signed out.',
      notYou: 'If this was not you, reset your password now.',
      action: 'Reset my password',
    },
    stockAlert: {
      confirmationSubject: `Confirm your back-in-stock alert at ${SHOP_NAME}`,
      asked: (product: string, variant: string) =>
        `Someone (we hope you) asked us to e-mail this address when ${product} (${variant}) is back in stock.`,
      confirmAction: 'Confirm the alert',
      confirmFootnote:
        'This link works for 7 days. If you did not ask for it, ignore this e-mail: nothing is sent until you confirm.',
      backSubject: (product: string, variant: string) => `${product} (${variant}) is back at ${SHOP_NAME}`,
      back: (product: string, variant: string) =>
        `Good news: ${product} (${variant}) is back in stock. Units are limited, so it may sell out again.`,
      backAction: 'See it in the shop',
      backFootnote: 'This was a one-time alert: we will not write about this item again.',
    },
  },
  ar: {
    layout: {
      buttonFallback: 'إذا لم يعمل الزر، انسخ هذا العنوان والصقه في متصفحك:',
      unsubscribeLink: 'إلغاء الاشتراك',
      unsubscribeRest: ': إيقاف جميع رسائل النشرة البريدية وتنبيهات توفّر المنتجات إلى هذا العنوان.',
      unsubscribeText: 'إلغاء الاشتراك: إيقاف جميع رسائل النشرة البريدية وتنبيهات توفّر المنتجات إلى هذا العنوان',
    },
    hello: 'مرحبًا،',
    helloName: (name: string) => `مرحبًا ${name}،`,
    verification: {
      subject: `أكِّد بريدك الإلكتروني لدى ${SHOP_NAME}`,
      asked: `طلب أحدهم إنشاء حساب في ${SHOP_NAME} بهذا البريد الإلكتروني. إن كنت أنت، فيُرجى تأكيده.`,
      password: 'سيستخدم الحساب كلمة المرور التي اختيرت عند إنشائه. لا تضغط على الرابط إن لم تُنشئ الحساب بنفسك.',
      action: 'تأكيد بريدي الإلكتروني',
      footnote:
        'يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته خلال 24 ساعة. إن لم تُنشئ حسابًا، فتجاهل هذه الرسالة: لن يحدث شيء.',
    },
    passwordReset: {
      subject: `إعادة تعيين كلمة مرورك في ${SHOP_NAME}`,
      asked: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك.',
      action: 'اختيار كلمة مرور جديدة',
      footnote:
        'يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة. إن لم تطلبه، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    },
    passwordChanged: {
      subject: `تغيّرت كلمة مرورك في ${SHOP_NAME}`,
      changed: 'تغيّرت كلمة مرور حسابك للتو، وسُجِّل خروج كل جهاز كان مسجَّل الدخول.',
      notYou: 'إن لم تكن أنت، فأعد تعيين كلمة مرورك الآن.',
      action: 'إعادة تعيين كلمة المرور',
    },
    knownEmail: {
      subject: `حاول أحدهم إنشاء حساب في ${SHOP_NAME} ببريدك الإلكتروني`,
      tried: 'حاول أحدهم (ربما أنت) إنشاء حساب جديد بهذا البريد الإلكتروني، وله حساب لدينا بالفعل.',
      logIn: 'إن كنت أنت، فسجّل الدخول بدلًا من ذلك. وإن نسيت كلمة المرور، يمكنك إعادة تعيينها.',
      action: 'تسجيل الدخول',
      footnote: 'إن لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ لم يتغيّر شيء.',
    },
    newsletterConfirmation: {
      subject: `أكِّد اشتراكك في النشرة البريدية لـ ${SHOP_NAME}`,
      asked: 'طلب أحدهم (ونرجو أن تكون أنت) تلقّي نشرتنا البريدية على هذا العنوان.',
      confirm: 'يُرجى التأكيد، وستصلك أخبار وصول التشكيلات الجديدة والعروض.',
      action: 'تأكيد اشتراكي',
      footnote: (days: number) =>
        `يعمل هذا الرابط مدة ${days} أيام. إن لم تطلب النشرة، فتجاهل هذه الرسالة: لن نرسل شيئًا حتى تؤكّد.`,
    },
    order: {
      testSubject: '[تجربة] ',
      confirmationSubject: (number: string) => `طلبك ${number} من ${SHOP_NAME}`,
      testConfirmation: 'هذا طلب تجريبي: لم يُخصم أي مبلغ ولن يُشحن شيء.',
      testFollowUp: 'هذا طلب تجريبي: لم يُخصم أي مبلغ ولا يُشحن شيء فعلًا.',
      thanks: (number: string) => `شكرًا لطلبك ${number}. نشحن الطلبات خلال يوم إلى يومي عمل.`,
      line: (quantity: number, name: string, amount: string) => `${quantity} × ${name} — ${ltr(amount)}`,
      shipping: (amount: string) => `الشحن: ${ltr(amount)}`,
      freeShipping: 'مجاني',
      total: (amount: string) => `الإجمالي: ${ltr(amount)}`,
      shippingTo: (address: string) => `الشحن إلى: ${address}`,
      follow: 'تابِع طلبك',
      followFootnote: (url: string) => `يمكنك متابعة هذا الطلب في أي وقت برقمه وبهذا البريد الإلكتروني: ${url}`,
      shippedSubject: (number: string) => `طلبك ${number} من ${SHOP_NAME} في الطريق إليك`,
      shipped: (number: string, carrier: string) => `شُحن طلبك ${number} مع ${carrier}.`,
      trackingNumber: (tracking: string) => `رقم التتبّع: ${tracking}`,
      track: 'تتبّع شحنتك',
      alsoFollow: (url: string) => `يمكنك أيضًا متابعة طلبك على ${url}`,
      refundedSubject: (number: string) => `استرداد مبلغ طلبك ${number} من ${SHOP_NAME}`,
      refundedFull: (number: string, amount: string) => `رددنا إليك كامل مبلغ طلبك ${number}: ${amount}.`,
      refundedPart: (number: string, amount: string) => `رددنا إليك ${amount} من مبلغ طلبك ${number}.`,
      refundTestNote: 'لم تُنقل أي أموال، لذا لن يصل شيء إلى بطاقتك.',
      refundNote: 'يصل المبلغ المسترد إلى بطاقتك خلال 5 إلى 10 أيام عمل، بحسب مصرفك.',
      cancelledSubject: (number: string) => `أُلغي طلبك ${number} من ${SHOP_NAME}`,
      cancelled: (number: string) => `ألغينا طلبك ${number}؛ لن يُشحن شيء.`,
      cancelledRefund: (amount: string) => `رددنا ${ltr(amount)} إلى البطاقة التي دفعت بها.`,
      cancelledHelp: 'إن لم تكن تتوقّع ذلك، فردّ على هذه الرسالة وسنساعدك.',
    },
    emailChange: {
      subject: `أكِّد بريدك الإلكتروني الجديد لدى ${SHOP_NAME}`,
      asked: `طلب أحدهم استخدام هذا العنوان لحسابه في ${SHOP_NAME}.`,
      action: 'استخدام هذا العنوان',
      footnote: 'يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته خلال 24 ساعة. إن لم تطلبه، فتجاهل هذه الرسالة.',
    },
    emailChangeTaken: {
      subject: `حاول أحدهم نقل حساب في ${SHOP_NAME} إلى بريدك الإلكتروني`,
      tried: 'طلب أحدهم (ربما أنت) استخدام هذا العنوان لحساب آخر. لهذا العنوان حساب بالفعل، لذا لم يتغيّر شيء.',
      action: 'تسجيل الدخول',
      footnote: 'إن لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
    },
    emailChanged: {
      subject: `تغيّر بريدك الإلكتروني في ${SHOP_NAME}`,
      changed: (email: string) => `تغيّر البريد الإلكتروني لحسابك إلى ${email}. ستصل رسائل حسابك إليه من الآن فصاعدًا.`,
      notYou: 'إن لم تكن أنت، فتواصل معنا فورًا.',
      action: 'اتصل بنا',
    },
    accountPasswordChanged: {
      subject: `تغيّرت كلمة مرورك في ${SHOP_NAME}`,
      changed: 'تغيّرت كلمة مرور حسابك للتو من إعدادات حسابك، وسُجِّل خروج كل جهاز آخر كان مسجَّل الدخول.',
      notYou: 'إن لم تكن أنت، فأعد تعيين كلمة مرورك الآن.',
      action: 'إعادة تعيين كلمة المرور',
    },
    stockAlert: {
      confirmationSubject: `أكِّد تنبيه توفّر المنتج لدى ${SHOP_NAME}`,
      asked: (product: string, variant: string) =>
        `طلب أحدهم (ونرجو أن تكون أنت) أن نراسل هذا العنوان حين يعود ${product} (${variant}) إلى المخزون.`,
      confirmAction: 'تأكيد التنبيه',
      confirmFootnote: 'يعمل هذا الرابط مدة 7 أيام. إن لم تطلبه، فتجاهل هذه الرسالة: لن نرسل شيئًا حتى تؤكّد.',
      backSubject: (product: string, variant: string) => `عاد ${product} (${variant}) إلى ${SHOP_NAME}`,
      back: (product: string, variant: string) =>
        `خبر سار: عاد ${product} (${variant}) إلى المخزون. الكمية محدودة، وقد تنفد مجددًا.`,
      backAction: 'شاهده في المتجر',
      backFootnote: 'كان هذا تنبيهًا لمرة واحدة: لن نراسلك بشأن هذه القطعة مرة أخرى.',
    },
  },
})
