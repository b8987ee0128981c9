import { SHOP_NAME } from '../../constants'
import { defineMessages } from '../messages'

/**
 * Logging in and out, signing up, a forgotten password, the mailed links that verify an address or confirm the
 * newsletter, and the account page (docs/product.md §2, §4.4, §8, §12.2, §17). The toasts are the spec's words (§8).
 */
export const accountMessages = defineMessages({
  en: {
    login: {
      pageTitle: `Log in — ${SHOP_NAME}`,
      description: `Log in to your ${SHOP_NAME} account to see your wishlist.`,
      title: 'Log in',
      lead: 'Welcome back. Log in to see your wishlist.',
      forgotPassword: 'Forgot your password?',
      newHere: 'New here?',
      signUp: 'Sign up',
      form: 'Log in',
      submit: 'Log in',
      submitting: 'Logging in',
    },
    signup: {
      pageTitle: `Sign up — ${SHOP_NAME}`,
      description: `Create a ${SHOP_NAME} account to keep a wishlist of modest clothing and accessories.`,
      title: 'Create an account',
      lead: 'Sign up to keep a wishlist of the pieces you love.',
      haveAccount: 'Already have an account?',
      logIn: 'Log in',
      form: 'Sign up',
      confirmPassword: 'Confirm password',
      submit: 'Sign up',
      submitting: 'Creating your account',
    },
    forgotPassword: {
      pageTitle: `Forgot password — ${SHOP_NAME}`,
      description: `Request a link to reset the password of your ${SHOP_NAME} account.`,
      title: 'Forgot your password?',
      lead: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      form: 'Forgot password',
      submit: 'Send reset link',
    },
    resetPassword: {
      pageTitle: `Reset password — ${SHOP_NAME}`,
      description: `Choose a new password for your ${SHOP_NAME} account.`,
      title: 'Choose a new password',
      lead: 'Enter your new password twice.',
      form: 'Reset password',
      submit: 'Reset password',
    },
    backToLogin: 'Back to login',
    alreadyLoggedIn: {
      text: 'You are already logged in.',
      continueShopping: 'Continue shopping',
    },
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
    linkUnexpected: 'Something went wrong. Please try again later.',
    overview: {
      pageTitle: `Your account — ${SHOP_NAME}`,
      description: `Your orders at ${SHOP_NAME}.`,
      title: 'Your account',
      signedInAs: (name: string, email: string) => `Signed in as ${name} (${email}).`,
      guestOrders:
        'Orders you paid as a guest with this address are added once you set your password with a "Forgot password" link, which proves the address is yours.',
      // "[Account settings]: change your name, …"
      settingsLink: 'Account settings',
      settingsLead:
        ': change your name, e-mail address or password, your newsletter and back-in-stock alerts, download your data or delete your account.',
    },
    toasts: {
      registered: {
        title: 'Registration Successful',
        description: 'You have been successfully registered, please check your email to verify your account',
      },
      registrationFailed: {
        title: 'Registration Failed',
        description: 'An error occurred during registration. Please try again.',
      },
      loggedIn: { title: 'Login Successful', description: 'Login successful, redirecting you to the home page...' },
      loginFailed: 'Login Failed',
      noToken: 'Invalid credentials. Please try again.',
      notVerified: 'Your account is not verified. Please check your email to verify.',
      loginError: 'An error occurred during login. Please try again.',
      resetRequested: {
        title: 'Password Reset Email Sent',
        // The spec does not show this text; it must not reveal whether the address has an account.
        description: 'If an account exists for that address, we have sent a link to reset your password.',
      },
      resetRequestFailed: 'Password Reset Request Failed',
      resetRequestRefused: 'Failed to request password reset. Please try again.',
      resetRequestError: 'An error occurred while requesting password reset. Please try again.',
      passwordReset: { title: 'Password Reset Successful', description: 'Your password has been reset successfully.' },
      resetFailed: 'Password Reset Failed',
      resetRefused: 'Failed to reset password. Please try again.',
      resetError: 'An error occurred during password reset. Please try again.',
    },
  },
  ar: {
    login: {
      pageTitle: `تسجيل الدخول — ${SHOP_NAME}`,
      description: `سجّل الدخول إلى حسابك في ${SHOP_NAME} لتطّلع على قائمة المفضلة.`,
      title: 'تسجيل الدخول',
      lead: 'أهلًا بعودتك. سجّل الدخول لتطّلع على قائمة المفضلة.',
      forgotPassword: 'نسيت كلمة المرور؟',
      newHere: 'جديد هنا؟',
      signUp: 'أنشئ حسابًا',
      form: 'تسجيل الدخول',
      submit: 'تسجيل الدخول',
      submitting: 'جارٍ تسجيل الدخول',
    },
    signup: {
      pageTitle: `إنشاء حساب — ${SHOP_NAME}`,
      description: `أنشئ حسابًا في ${SHOP_NAME} لتحتفظ بقائمة مفضلة من الأزياء والإكسسوارات المحتشمة.`,
      title: 'إنشاء حساب',
      lead: 'أنشئ حسابًا لتحتفظ بقائمة بالقطع التي تحبها.',
      haveAccount: 'لديك حساب بالفعل؟',
      logIn: 'سجّل الدخول',
      form: 'إنشاء حساب',
      confirmPassword: 'تأكيد كلمة المرور',
      submit: 'إنشاء حساب',
      submitting: 'جارٍ إنشاء حسابك',
    },
    forgotPassword: {
      pageTitle: `نسيت كلمة المرور — ${SHOP_NAME}`,
      description: `اطلب رابطًا لإعادة تعيين كلمة مرور حسابك في ${SHOP_NAME}.`,
      title: 'نسيت كلمة المرور؟',
      lead: 'أدخل البريد الإلكتروني المسجّل في حسابك، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
      form: 'نسيت كلمة المرور',
      submit: 'أرسل رابط إعادة التعيين',
    },
    resetPassword: {
      pageTitle: `إعادة تعيين كلمة المرور — ${SHOP_NAME}`,
      description: `اختر كلمة مرور جديدة لحسابك في ${SHOP_NAME}.`,
      title: 'اختر كلمة مرور جديدة',
      lead: 'أدخل كلمة المرور الجديدة مرتين.',
      form: 'إعادة تعيين كلمة المرور',
      submit: 'إعادة تعيين كلمة المرور',
    },
    backToLogin: 'العودة إلى تسجيل الدخول',
    alreadyLoggedIn: {
      text: 'أنت مسجّل الدخول بالفعل.',
      continueShopping: 'تابع التسوّق',
    },
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
    linkUnexpected: 'حدث خطأ ما. يُرجى المحاولة لاحقًا.',
    overview: {
      pageTitle: `حسابك — ${SHOP_NAME}`,
      description: `طلباتك في ${SHOP_NAME}.`,
      title: 'حسابك',
      signedInAs: (name: string, email: string) => `أنت مسجّل الدخول باسم ${name} (${email}).`,
      guestOrders:
        'تُضاف إلى حسابك الطلبات التي دفعتها كزائر بهذا البريد الإلكتروني بعد أن تعيّن كلمة مرورك عبر رابط «نسيت كلمة المرور»، فهو يُثبت أن العنوان عنوانك.',
      settingsLink: 'إعدادات الحساب',
      settingsLead:
        ': غيّر اسمك أو بريدك الإلكتروني أو كلمة المرور، وتحكّم في النشرة البريدية وتنبيهات توفّر المنتجات، ونزّل بياناتك أو احذف حسابك.',
    },
    toasts: {
      registered: {
        title: 'تم التسجيل بنجاح',
        description: 'تم تسجيلك بنجاح، تحقّق من بريدك الإلكتروني لتأكيد حسابك',
      },
      registrationFailed: {
        title: 'تعذّر التسجيل',
        description: 'حدث خطأ أثناء التسجيل. يُرجى المحاولة مرة أخرى.',
      },
      loggedIn: { title: 'تم تسجيل الدخول', description: 'تم تسجيل الدخول بنجاح، ننقلك الآن إلى الصفحة الرئيسية...' },
      loginFailed: 'تعذّر تسجيل الدخول',
      noToken: 'بيانات الدخول غير صحيحة. يُرجى المحاولة مرة أخرى.',
      notVerified: 'حسابك غير مؤكَّد بعد. تحقّق من بريدك الإلكتروني لتأكيده.',
      loginError: 'حدث خطأ أثناء تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
      resetRequested: {
        title: 'أُرسلت رسالة إعادة تعيين كلمة المرور',
        description: 'إن كان هناك حساب بهذا العنوان، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
      },
      resetRequestFailed: 'تعذّر طلب إعادة تعيين كلمة المرور',
      resetRequestRefused: 'لم نتمكّن من طلب إعادة تعيين كلمة المرور. يُرجى المحاولة مرة أخرى.',
      resetRequestError: 'حدث خطأ أثناء طلب إعادة تعيين كلمة المرور. يُرجى المحاولة مرة أخرى.',
      passwordReset: { title: 'تمت إعادة تعيين كلمة المرور', description: 'تمت إعادة تعيين كلمة المرور بنجاح.' },
      resetFailed: 'تعذّرت إعادة تعيين كلمة المرور',
      resetRefused: 'لم نتمكّن من إعادة تعيين كلمة المرور. يُرجى المحاولة مرة أخرى.',
      resetError: 'حدث خطأ أثناء إعادة تعيين كلمة المرور. يُرجى المحاولة مرة أخرى.',
    },
  },
})
