import { SHOP_NAME } from '../../constants'
import { defineMessages } from '../messages'

/** The footer's newsletter and copyright (docs/product.md §2.6, §8.1); its links are in navigation.ts. */
export const footerMessages = defineMessages({
  en: {
    nav: 'Footer',
    newsletter: {
      heading: 'Join our newsletter',
      lead: 'New arrivals, restocks and the occasional Eid offer. No spam; to stop, just ask us.',
      form: 'Newsletter',
      email: 'Email address',
      placeholder: 'Your email address',
      subscribe: 'Subscribe',
      subscribing: 'Subscribing',
      success: { title: 'Subscription Successful', description: 'You have successfully subscribed to our newsletter' },
      failure: { title: 'Subscription Failed', description: 'An error occurred while subscribing to our newsletter' },
    },
    copyright: (year: number) => `© ${year} ${SHOP_NAME}. All rights reserved.`,
  },
  ar: {
    nav: 'تذييل الصفحة',
    newsletter: {
      heading: 'اشترك في نشرتنا البريدية',
      lead: 'أحدث القطع، وعودة ما نفد، وعرض للعيد بين الحين والآخر. لا رسائل مزعجة، ولإيقافها يكفي أن تطلب منا ذلك.',
      form: 'النشرة البريدية',
      email: 'البريد الإلكتروني',
      placeholder: 'بريدك الإلكتروني',
      subscribe: 'اشترك',
      subscribing: 'جارٍ الاشتراك',
      success: { title: 'تم الاشتراك بنجاح', description: 'اشتركت في نشرتنا البريدية بنجاح' },
      failure: { title: 'تعذّر الاشتراك', description: 'حدث خطأ أثناء الاشتراك في نشرتنا البريدية' },
    },
    copyright: (year: number) => `© ${year} ${SHOP_NAME}. جميع الحقوق محفوظة.`,
  },
})
