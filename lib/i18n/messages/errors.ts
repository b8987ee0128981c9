import { defineMessages } from '../messages'

/** The error page (docs/product.md §2): an unknown address, or a page that failed. */
export const errorMessages = defineMessages({
  en: {
    notFound: {
      heading: 'Page not found',
      text: 'We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.',
    },
    failed: {
      heading: 'Something went wrong...',
      text: 'Please try again in a moment. If it keeps happening, let us know through the contact page.',
    },
    /** The reason a page gives when the content cannot be read (status 503). */
    contentUnavailable: 'Our catalogue is taking a break. Please try again in a moment.',
    browse: 'Browse the shop',
    home: 'Go home',
  },
  ar: {
    notFound: {
      heading: 'الصفحة غير موجودة',
      text: 'لم نعثر على الصفحة التي تبحث عنها. ربما نُقلت، أو أن الرابط مكتوب بشكل خاطئ.',
    },
    failed: {
      heading: 'حدث خطأ ما...',
      text: 'يُرجى المحاولة مرة أخرى بعد قليل. وإن تكرر الأمر، فأخبرنا عبر صفحة «اتصل بنا».',
    },
    contentUnavailable: 'كتالوجنا في استراحة قصيرة. يُرجى المحاولة مرة أخرى بعد قليل.',
    browse: 'تصفّح المتجر',
    home: 'العودة إلى الرئيسية',
  },
})
