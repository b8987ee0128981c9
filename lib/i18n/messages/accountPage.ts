import { SHOP_NAME } from '../../constants'
import { defineMessages } from '../messages'

/**
 * /account (docs/product.md §17): who is signed in, how orders paid as a guest join the account, the way to the
 * settings. Its list of orders is in orders.ts.
 */
export const accountPageMessages = defineMessages({
  en: {
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
  ar: {
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
})
