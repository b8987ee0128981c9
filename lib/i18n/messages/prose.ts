import { defineMessages } from '../messages'

/** The text-page kit's own words (components/prose/), on every static page and Contact Us. */
export const proseMessages = defineMessages({
  en: {
    tableOfContents: 'On this page',
    lastUpdated: 'Last updated:',
    contactCta: {
      title: 'Still have a question?',
      text: 'Our small team reads every message and usually replies within one business day.',
      link: 'Contact us',
    },
    blank: (label: string) => `blank to be filled in: ${label}`,
  },
  ar: {
    tableOfContents: 'في هذه الصفحة',
    lastUpdated: 'آخر تحديث:',
    contactCta: {
      title: 'هل بقي لديك سؤال؟',
      text: 'فريقنا الصغير يقرأ كل رسالة، ونردّ عادةً خلال يوم عمل واحد.',
      link: 'تواصل معنا',
    },
    blank: (label) => `فراغ يُملأ لاحقًا: ${label}`,
  },
})
