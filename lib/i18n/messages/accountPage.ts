import { SHOP_NAME } from '../../constants'
import { isolated, ltr } from '../bidi'
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
      'Orders you paid for as a guest with this address join your account when you confirm the address in the browser you signed up in, or when you choose a new password with a "Forgot password" link. Orders from the test payment page never join an account: anyone can type any address there, and no money was taken.',
    // "[Account settings]: change your name, …"
    settingsLink: 'Account settings',
    settingsLead:
      ': change your name, e-mail address or password, your newsletter and back-in-stock alerts, download your data or delete your account.',
  },
  ar: {
    pageTitle: `حسابك — ${SHOP_NAME}`,
    description: `طلباتك في ${SHOP_NAME}.`,
    title: 'حسابك',
    signedInAs: (name: string, email: string) => `أنت مسجّل الدخول باسم ${isolated(name)} (${ltr(email)}).`,
    guestOrders:
      'تنضم إلى حسابك الطلبات التي دفعتها كزائر بهذا البريد الإلكتروني عندما تؤكد عنوانك في المتصفح الذي أنشأت منه الحساب، أو عندما تختار كلمة مرور جديدة عبر رابط «نسيت كلمة المرور». أما طلبات صفحة الدفع التجريبية فلا تنضم إلى أي حساب أبدًا، إذ يمكن لأي شخص أن يكتب فيها أي عنوان، ولم يُخصم فيها أي مبلغ.',
    settingsLink: 'إعدادات الحساب',
    settingsLead:
      ': غيّر اسمك أو بريدك الإلكتروني أو كلمة المرور، وتحكّم في النشرة البريدية وتنبيهات توفّر المنتجات، ونزّل بياناتك أو احذف حسابك.',
  },
})
