import { defineMessages, plural } from '../messages'

/**
 * What the forms say under a field that is not right (docs/product.md §5, verbatim in English). The schemas of
 * lib/validation name these by key (`text('email')`); the forms and the server say them in the page's language
 * (lib/validation/issues.ts). `link` and `alert` are checks only the server makes (a mailed link's token, the product
 * of a back-in-stock request).
 */
export const validationMessages = defineMessages({
  en: {
    /** Any name of one character or more: "Li", "Bo" (issue 36, walk #32). */
    name: 'Please enter your name',
    nameTooLong: (max: number) => `Name must be at most ${max} characters long`,
    email: 'Invalid email address',
    signUpPassword:
      'Password must be at least 8 characters long, include one letter, one number, and one special character',
    resetPassword: 'Password must be at least 8 characters long',
    passwordTooLong: (max: number) => `Password must be at most ${max} characters long`,
    passwordsMatch: 'Passwords do not match',
    passwordRequired: 'Password is required',
    subject: 'Subject must be at least 3 characters long',
    subjectTooLong: (max: number) => `Subject must be at most ${max} characters long`,
    message: 'Message must be at least 3 characters long',
    messageTooLong: (max: number) => `Message must be at most ${max} characters long`,
    orderNumber: 'Enter the 10-character order number from your confirmation e-mail',
    link: {
      resetTokenRequired: 'Reset token is required',
      verificationTokenRequired: 'Verification token is required',
      confirmationTokenRequired: 'Confirmation token is required',
      invalidToken: 'Invalid or expired token',
      invalidConfirmationLink: 'Invalid or expired confirmation link',
      invalidLink: 'Invalid or expired link',
    },
    alert: {
      product: 'Choose a product',
      variant: 'Choose a size or colour',
    },
  },
  ar: {
    name: 'يُرجى إدخال اسمك',
    nameTooLong: atMost('الاسم', 'يزيد'),
    email: 'عنوان البريد الإلكتروني غير صالح',
    signUpPassword: 'يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل، وأن تتضمّن حرفًا ورقمًا ورمزًا خاصًا',
    resetPassword: 'يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل',
    passwordTooLong: atMost('كلمة المرور', 'تزيد'),
    passwordsMatch: 'كلمتا المرور غير متطابقتين',
    passwordRequired: 'أدخل كلمة المرور',
    subject: 'يجب أن يتكوّن الموضوع من 3 أحرف على الأقل',
    subjectTooLong: atMost('الموضوع', 'يزيد'),
    message: 'يجب أن تتكوّن الرسالة من 3 أحرف على الأقل',
    messageTooLong: atMost('الرسالة', 'تزيد'),
    orderNumber: 'أدخل رقم الطلب المكوّن من 10 خانات كما ورد في رسالة تأكيد الطلب',
    link: {
      resetTokenRequired: 'رابط إعادة التعيين ناقص: افتحه كاملًا كما ورد في الرسالة',
      verificationTokenRequired: 'رابط التأكيد ناقص: افتحه كاملًا كما ورد في الرسالة',
      confirmationTokenRequired: 'رابط التأكيد ناقص: افتحه كاملًا كما ورد في الرسالة',
      invalidToken: 'الرابط غير صالح أو انتهت صلاحيته',
      invalidConfirmationLink: 'رابط التأكيد غير صالح أو انتهت صلاحيته',
      invalidLink: 'الرابط غير صالح أو انتهت صلاحيته',
    },
    alert: {
      product: 'اختر منتجًا',
      variant: 'اختر مقاسًا أو لونًا',
    },
  },
})

/** "… must be at most N characters": the counted noun takes the form Arabic grammar asks of N. */
function atMost(field: string, exceed: 'يزيد' | 'تزيد') {
  return plural('ar', {
    one: () => `يجب ألا ${exceed} ${field} على حرف واحد`,
    two: () => `يجب ألا ${exceed} ${field} على حرفين`,
    few: (n) => `يجب ألا ${exceed} ${field} على ${n} أحرف`,
    many: (n) => `يجب ألا ${exceed} ${field} على ${n} حرفًا`,
    other: (n) => `يجب ألا ${exceed} ${field} على ${n} حرف`,
  })
}
