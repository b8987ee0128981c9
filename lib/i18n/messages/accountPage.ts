import { SHOP_NAME } from '../../constants'
import { isolated, ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * /account (docs/product.md §17): who is signed in, the account's navigation, how orders paid as a guest join the
 * account, the settings' sections. Its list of orders is in orders.ts, the settings' headings in settings.ts.
 */
export const accountPageMessages = defineMessages({
  en: {
    pageTitle: `Your account — ${SHOP_NAME}`,
    description: `Your orders at ${SHOP_NAME}.`,
    title: 'Your account',
    signedInAs: (name: string, email: string) => `Signed in as ${name} (${email}).`,
    guestOrders:
      'Orders you paid for as a guest with this address join your account when you confirm the address in the browser you signed up in, or when you choose a new password with a "Forgot password" link. Orders from the test payment page never join an account: anyone can type any address there, and no money was taken.',
    nav: { label: 'Your account', orders: 'Orders', settings: 'Settings', wishlist: 'Wishlist', logout: 'Log out' },
    settings: {
      heading: 'Settings',
      /** One line under each settings section's heading (settings.ts), linking to it. */
      profile: 'The name we use in mails and on your orders.',
      email: 'Where we send your order mails.',
      password: 'Change it; every other device is signed out.',
      newsletter: 'New arrivals, restocks and offers.',
      alerts: 'The sold-out sizes and colours you are waiting for.',
      data: 'A copy of everything we hold about you.',
      delete: 'Close your account for good.',
    },
  },
  ar: {
    pageTitle: `حسابك — ${SHOP_NAME}`,
    description: `طلباتك في ${SHOP_NAME}.`,
    title: 'حسابك',
    signedInAs: (name: string, email: string) => `أنت مسجّل الدخول باسم ${isolated(name)} (${ltr(email)}).`,
    guestOrders:
      'تنضم إلى حسابك الطلبات التي دفعتها كزائر بهذا البريد الإلكتروني عندما تؤكد عنوانك في المتصفح الذي أنشأت منه الحساب، أو عندما تختار كلمة مرور جديدة عبر رابط «نسيت كلمة المرور». أما طلبات صفحة الدفع التجريبية فلا تنضم إلى أي حساب أبدًا، إذ يمكن لأي شخص أن يكتب فيها أي عنوان، ولم يُخصم فيها أي مبلغ.',
    nav: { label: 'حسابك', orders: 'الطلبات', settings: 'الإعدادات', wishlist: 'المفضلة', logout: 'تسجيل الخروج' },
    settings: {
      heading: 'الإعدادات',
      profile: 'الاسم الذي نستخدمه في رسائلنا وعلى طلباتك.',
      email: 'العنوان الذي نرسل إليه رسائل طلباتك.',
      password: 'غيّرها، وسيُسجَّل الخروج من كل جهاز آخر.',
      newsletter: 'الوصول الجديد وعودة المنتجات والعروض.',
      alerts: 'المقاسات والألوان النافدة التي تنتظرها.',
      data: 'نسخة من كل ما نحتفظ به عنك.',
      delete: 'أغلق حسابك نهائيًا.',
    },
  },
})
