import { defineMessages, plural } from '../messages'

/**
 * What the forms say under a field that is not right (docs/product.md §5, verbatim in English; lib/validation builds
 * each language's schemas from these). The server answers in English with the same schemas.
 */
export const validationMessages = defineMessages({
  en: {
    name: 'Name must be at least 3 characters long',
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
  },
  ar: {
    name: 'يجب أن يتكوّن الاسم من 3 أحرف على الأقل',
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
