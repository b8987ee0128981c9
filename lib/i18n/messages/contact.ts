import { SHOP_NAME } from '../../constants'
import { defineMessages } from '../messages'

/**
 * /contact-us: the form and the shop's service promises beside it (docs/product.md §2, §7, §8). The reply time matches
 * what the text pages promise; the toasts are the spec's words.
 */
export const contactMessages = defineMessages({
  en: {
    pageTitle: `Contact Us — ${SHOP_NAME}`,
    description: `Questions about sizing, fabrics, an order or a return? Send ${SHOP_NAME} a message: a real person replies within one business day.`,
    kicker: 'Help',
    title: 'Contact Us',
    lead: 'A question about a fit, a fabric, an order or a custom piece? Send us a message and we will get back to you.',
    formHeading: 'Send us a message',
    details: {
      quickReplies: 'Quick replies',
      quickRepliesText: 'A real person reads every message and replies within one business day.',
      byEmail: 'By e-mail',
      // "Write to [shop@…] or use the form; …"
      writeTo: 'Write to ',
      writeToAfter: ' or use the form; we answer to the address you give us.',
      byEmailText: 'We answer by e-mail, to the address you give us in the form.',
      hours: 'Opening hours',
      hoursText: 'Monday to Friday, 9 am – 5 pm (Melbourne time). Closed on Victorian public holidays.',
      // "About an order or a return? Our [shipping and returns guide] may already have the answer; …"
      note: 'About an order or a return? Our ',
      noteLink: 'shipping and returns guide',
      noteAfter: ' may already have the answer; otherwise, include your order number so we can help faster.',
    },
    form: {
      label: 'Contact us',
      subject: 'Subject',
      message: 'Message',
      submit: 'Send message',
    },
    toasts: {
      success: { title: 'Success', description: 'Message sent successfully' },
      failure: { title: 'Error', description: 'Something went wrong, please try again' },
    },
  },
  ar: {
    pageTitle: `اتصل بنا — ${SHOP_NAME}`,
    description: `لديك سؤال عن المقاسات أو الأقمشة أو طلب أو إرجاع؟ راسل ${SHOP_NAME}، وسيردّ عليك شخص حقيقي خلال يوم عمل واحد.`,
    kicker: 'المساعدة',
    title: 'اتصل بنا',
    lead: 'لديك سؤال عن مقاس أو قماش أو طلب أو قطعة مفصّلة حسب الطلب؟ أرسل إلينا رسالة وسنعود إليك.',
    formHeading: 'أرسل إلينا رسالة',
    details: {
      quickReplies: 'ردود سريعة',
      quickRepliesText: 'يقرأ كل رسالة شخص حقيقي، ويردّ عليها خلال يوم عمل واحد.',
      byEmail: 'عبر البريد الإلكتروني',
      writeTo: 'راسلنا على ',
      writeToAfter: ' أو استخدم النموذج؛ نردّ على العنوان الذي تزوّدنا به.',
      byEmailText: 'نردّ عبر البريد الإلكتروني، على العنوان الذي تكتبه في النموذج.',
      hours: 'ساعات العمل',
      hoursText: 'من الاثنين إلى الجمعة، من 9 صباحًا حتى 5 مساءً (بتوقيت ملبورن). نغلق في العطل الرسمية لولاية فيكتوريا.',
      note: 'سؤالك عن طلب أو إرجاع؟ قد تجد الإجابة في ',
      noteLink: 'دليل الشحن والإرجاع',
      noteAfter: '؛ وإلا فاذكر رقم طلبك لنساعدك بسرعة أكبر.',
    },
    form: {
      label: 'اتصل بنا',
      subject: 'الموضوع',
      message: 'الرسالة',
      submit: 'أرسل الرسالة',
    },
    toasts: {
      success: { title: 'تم الإرسال', description: 'أُرسلت رسالتك بنجاح' },
      failure: { title: 'خطأ', description: 'حدث خطأ ما، يُرجى المحاولة مرة أخرى' },
    },
  },
})
