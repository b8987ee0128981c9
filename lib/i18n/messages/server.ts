import { ltr } from '../bidi'
import { defineMessages, plural } from '../messages'

/**
 * What the server answers a shopper with: the messages of the accounts, settings, alerts and orders operations
 * (GraphQL), their refusals (rate limits, a busy or unreachable shop) and the contact route's answers
 * (docs/product.md §8.3, §11, §16.5, §17). They are said in the language of the page that called
 * (server/localized.ts); the English is the spec's and the API's, unchanged. Answers only the Orders tool or an API
 * client reads (staff operations, /api/checkout's refusals, which the bag words itself) stay English in their code.
 */
export const serverMessages = defineMessages({
  en: {
    accounts: {
      registered: 'Registration successful. Please check your email to verify your account.',
      invalidCredentials: 'Invalid email or password',
      notVerified: 'User is not verified. Please check your email to verify your account.',
      verified: 'Email verified successfully. You can now log in.',
      verifiedChoosePassword:
        'Email verified. This address was registered more than once, so no password was kept: choose yours with "Forgot password" before you log in.',
      invalidVerificationToken: 'Invalid or expired verification token',
      resetRequested: 'If an account exists for this email, a password reset link has been sent.',
      passwordReset: 'Your password has been reset successfully.',
      invalidResetToken: 'Invalid or expired reset token',
      newsletterConfirmed: 'Your subscription is confirmed. Thank you!',
      /** A confirmation link opened again (a double click, a mail scanner): not a failure. */
      newsletterAlreadyConfirmed: 'You had already confirmed this subscription: there is nothing more to do.',
      invalidNewsletterLink: 'Invalid or expired confirmation link',
    },
    settings: {
      notSignedIn: 'Please log in to change your account.',
      wrongPassword: 'The password is not correct.',
      wrongCurrentPassword: 'Your current password is not correct.',
      sameEmail: 'This is already your e-mail address.',
      emailChangeRequested:
        'We have sent a link to the new address. Your e-mail address changes once you open it; until then, keep using the old one.',
      emailChanged: 'Your e-mail address has been changed. Use it the next time you log in.',
      invalidEmailChangeLink: 'Invalid or expired link',
      emailTaken: 'This address can no longer be used for your account. Please ask for a change to another address.',
      accountDeleted: 'Your account has been deleted.',
    },
    alerts: {
      requested: 'Check your inbox: open the link we sent to confirm the alert.',
      active: 'We will e-mail you once when it is back.',
      unknownVariant: 'Choose a size or colour that is sold out.',
      inStock: 'This is in stock: add it to your bag.',
      confirmed: 'Your alert is confirmed. We will e-mail you once when it is back.',
      alreadyConfirmed: 'You had already confirmed this alert. We will e-mail you once when it is back.',
      invalidLink: 'Invalid or expired confirmation link',
    },
    orders: {
      notSignedIn: 'Please log in to see your orders.',
    },
    /** Refusals of a return request (docs/product.md §17.5): nothing is returned when one is given. */
    returns: {
      notFound: 'We could not find that order.',
      notShipped: 'Items can be returned once the order has shipped.',
      notReturnable: 'This order can no longer be returned online. Please contact us.',
      windowClosed: (days: number) => `The ${days}-day return window for this order has closed.`,
      noLines: 'Choose at least one item to return.',
      unknownLine: 'One of the items is not in this order.',
      duplicateLine: 'Each item can be listed once per return.',
      quantity: (max: number) =>
        max === 0 ? 'This item has already been returned.' : `You can return at most ${max} of this item.`,
      reason: 'Choose a reason for each item.',
      exchangeNotOffered: 'That size or colour is not an exchange for this item.',
      exchangeSoldOut: 'That size or colour is sold out: choose another, or a refund.',
    },
    /** An order's events as its shopper reads them (docs/product.md §17.2); the staff's timeline says more. */
    timeline: {
      placed: 'Order placed and paid.',
      placedTest: 'Test order placed on the test payment page; no money moved.',
      shipped: (carrier: string, trackingNumber: string) =>
        `Shipped with ${carrier}, tracking number ${trackingNumber}.`,
      refunded: (amount: string) => `Refund of ${amount}.`,
      refundedTest: (amount: string) => `Test refund of ${amount}.`,
      cancelled: 'Order cancelled.',
      returnRequested: (ref: string) => `Return ${ref} requested.`,
      returnApproved: (ref: string) => `Return ${ref} approved: send the items back as the e-mail explains.`,
      returnRejected: (ref: string, reason: string) => `Return ${ref} declined: ${reason}`,
      returnReceived: (ref: string) => `Return ${ref} received at the shop.`,
      exchangeShipped: (ref: string, carrier: string, trackingNumber: string) =>
        `Exchange for return ${ref} shipped with ${carrier}, tracking number ${trackingNumber}.`,
    },
    limits: {
      tooManyAttempts: 'Too many attempts. Please try again later.',
      /** Too many failed logins on one address (docs/product.md §11.5): the owner should know to wait. */
      accountLocked: plural('en', {
        one: (n) => `Too many failed logins for this address. Please try again in ${n} minute.`,
        other: (n) => `Too many failed logins for this address. Please try again in ${n} minutes.`,
      }),
    },
    unavailable: {
      /** The password hashing queue is full (docs/product.md §11.1). */
      busy: 'The shop is busy. Please try again in a moment.',
      /** The database cannot be reached (docs/reliability.md). */
      database: 'The shop is briefly unavailable. Please try again in a moment.',
    },
    contact: {
      invalid: 'Please correct the highlighted fields',
      malformed: 'The request body is not valid JSON',
      tooLarge: 'Request body is too large',
      forwardFailed: 'The message could not be delivered. Please try again later.',
      unexpected: 'Something went wrong...',
    },
  },
  ar: {
    accounts: {
      registered: 'تم التسجيل بنجاح. تحقّق من بريدك الإلكتروني لتأكيد حسابك.',
      invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      // As the login toast says it: the page rewords only the English (components/account/accountMessages.ts).
      notVerified: 'حسابك غير مؤكَّد بعد. تحقّق من بريدك الإلكتروني لتأكيده.',
      verified: 'تم تأكيد بريدك الإلكتروني بنجاح. يمكنك الآن تسجيل الدخول.',
      verifiedChoosePassword:
        'تم تأكيد بريدك الإلكتروني. سُجّل هذا العنوان أكثر من مرة، لذا لم نحتفظ بأي كلمة مرور: اختر كلمة مرورك عبر «نسيت كلمة المرور» قبل تسجيل الدخول.',
      invalidVerificationToken: 'رابط التأكيد غير صالح أو انتهت صلاحيته',
      resetRequested: 'إن كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
      passwordReset: 'تمت إعادة تعيين كلمة المرور بنجاح.',
      invalidResetToken: 'رابط إعادة التعيين غير صالح أو انتهت صلاحيته',
      newsletterConfirmed: 'تم تأكيد اشتراكك. شكرًا لك!',
      newsletterAlreadyConfirmed: 'سبق أن أكّدت هذا الاشتراك: لا حاجة لفعل شيء آخر.',
      invalidNewsletterLink: 'رابط التأكيد غير صالح أو انتهت صلاحيته',
    },
    settings: {
      notSignedIn: 'يُرجى تسجيل الدخول لتعديل حسابك.',
      wrongPassword: 'كلمة المرور غير صحيحة.',
      wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة.',
      sameEmail: 'هذا هو بريدك الإلكتروني الحالي.',
      emailChangeRequested:
        'أرسلنا رابطًا إلى العنوان الجديد. يتغيّر بريدك الإلكتروني حين تفتحه، وحتى ذلك الحين واصل استخدام عنوانك القديم.',
      emailChanged: 'تم تغيير بريدك الإلكتروني. استخدمه حين تسجّل الدخول في المرة القادمة.',
      invalidEmailChangeLink: 'الرابط غير صالح أو انتهت صلاحيته',
      emailTaken: 'لم يعد بالإمكان استخدام هذا العنوان لحسابك. يُرجى طلب التغيير إلى عنوان آخر.',
      accountDeleted: 'تم حذف حسابك.',
    },
    alerts: {
      requested: 'تحقّق من بريدك الوارد: افتح الرابط الذي أرسلناه إليك لتأكيد التنبيه.',
      active: 'سنراسلك مرة واحدة حين يتوفّر من جديد.',
      unknownVariant: 'اختر مقاسًا أو لونًا نفدت كميته.',
      inStock: 'هذا المنتج متوفّر: أضفه إلى سلتك.',
      confirmed: 'تم تأكيد تنبيهك. سنراسلك مرة واحدة حين يتوفّر من جديد.',
      alreadyConfirmed: 'سبق أن أكّدت هذا التنبيه. سنراسلك مرة واحدة حين يتوفّر من جديد.',
      invalidLink: 'رابط التأكيد غير صالح أو انتهت صلاحيته',
    },
    orders: {
      notSignedIn: 'يُرجى تسجيل الدخول لعرض طلباتك.',
    },
    returns: {
      notFound: 'لم نعثر على هذا الطلب.',
      notShipped: 'يمكن إرجاع القطع بعد شحن الطلب.',
      notReturnable: 'لم يعد بالإمكان إرجاع هذا الطلب عبر الإنترنت. يُرجى التواصل معنا.',
      windowClosed: (days: number) => `انتهت مهلة الإرجاع لهذا الطلب (${days} يومًا).`,
      noLines: 'اختر قطعة واحدة على الأقل لإرجاعها.',
      unknownLine: 'إحدى القطع ليست في هذا الطلب.',
      duplicateLine: 'تُذكر كل قطعة مرة واحدة في طلب الإرجاع.',
      quantity: (max: number) =>
        max === 0 ? 'تم إرجاع هذه القطعة من قبل.' : `يمكنك إرجاع ${max} على الأكثر من هذه القطعة.`,
      reason: 'اختر سببًا لكل قطعة.',
      exchangeNotOffered: 'هذا المقاس أو اللون ليس بديلًا متاحًا لهذه القطعة.',
      exchangeSoldOut: 'نفدت كمية هذا المقاس أو اللون: اختر غيره أو استرداد المبلغ.',
    },
    timeline: {
      placed: 'تم تقديم الطلب ودفع ثمنه.',
      placedTest: 'طلب تجريبي قُدِّم عبر صفحة الدفع التجريبية، ولم يُخصم أي مبلغ.',
      shipped: (carrier: string, trackingNumber: string) => `تم الشحن مع ${carrier}، ورقم التتبع ${trackingNumber}.`,
      refunded: (amount: string) => `تم استرداد ${ltr(amount)}.`,
      refundedTest: (amount: string) => `استرداد تجريبي بقيمة ${ltr(amount)}.`,
      cancelled: 'تم إلغاء الطلب.',
      returnRequested: (ref: string) => `تم طلب الإرجاع ${ltr(ref)}.`,
      returnApproved: (ref: string) => `تمت الموافقة على الإرجاع ${ltr(ref)}: أرسل القطع كما يشرح البريد الإلكتروني.`,
      returnRejected: (ref: string, reason: string) => `تم رفض الإرجاع ${ltr(ref)}: ${reason}`,
      returnReceived: (ref: string) => `وصل الإرجاع ${ltr(ref)} إلى المتجر.`,
      exchangeShipped: (ref: string, carrier: string, trackingNumber: string) =>
        `تم شحن البديل للإرجاع ${ltr(ref)} مع ${carrier}، ورقم التتبع ${trackingNumber}.`,
    },
    limits: {
      tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
      accountLocked: plural('ar', {
        one: () => 'محاولات دخول فاشلة كثيرة لهذا العنوان. يُرجى المحاولة بعد دقيقة واحدة.',
        two: () => 'محاولات دخول فاشلة كثيرة لهذا العنوان. يُرجى المحاولة بعد دقيقتين.',
        few: (n) => `محاولات دخول فاشلة كثيرة لهذا العنوان. يُرجى المحاولة بعد ${n} دقائق.`,
        many: (n) => `محاولات دخول فاشلة كثيرة لهذا العنوان. يُرجى المحاولة بعد ${n} دقيقة.`,
        other: (n) => `محاولات دخول فاشلة كثيرة لهذا العنوان. يُرجى المحاولة بعد ${n} دقيقة.`,
      }),
    },
    unavailable: {
      busy: 'المتجر مشغول الآن. يُرجى المحاولة مرة أخرى بعد لحظات.',
      database: 'المتجر غير متاح لوقت قصير. يُرجى المحاولة مرة أخرى بعد لحظات.',
    },
    contact: {
      invalid: 'يُرجى تصحيح الحقول المشار إليها',
      malformed: 'نص الطلب ليس بصيغة JSON صالحة',
      tooLarge: 'حجم الطلب كبير جدًا',
      forwardFailed: 'تعذّر إيصال الرسالة. يُرجى المحاولة لاحقًا.',
      unexpected: 'حدث خطأ ما...',
    },
  },
})
