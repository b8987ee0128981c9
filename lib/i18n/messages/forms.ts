import { defineMessages } from '../messages'

/** What every form field says (components/forms/): the password toggle, and the labels and busy words forms share. */
export const formMessages = defineMessages({
  en: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    labels: {
      fullName: 'Full name',
      email: 'Email',
      password: 'Password',
      newPassword: 'New password',
      confirmNewPassword: 'Confirm new password',
    },
    busy: {
      sending: 'Sending',
      saving: 'Saving',
    },
  },
  ar: {
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    labels: {
      fullName: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      newPassword: 'كلمة المرور الجديدة',
      confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
    },
    busy: {
      sending: 'جارٍ الإرسال',
      saving: 'جارٍ الحفظ',
    },
  },
})
