import { defineMessages } from '../messages'

/** The generic parts of the text pages (our story, shipping and returns, the legal pages); their bodies are their own. */
export const proseMessages = defineMessages({
  en: {
    tableOfContents: 'On this page',
    lastUpdated: 'Last updated:',
    /** A template's blank, as a screen reader hears it. */
    blank: (label: string) => `blank to be filled in: ${label}`,
    contact: {
      heading: 'Still have a question?',
      text: 'Our small team reads every message and usually replies within one business day.',
      link: 'Contact us',
    },
  },
  ar: {
    tableOfContents: 'في هذه الصفحة',
    lastUpdated: 'آخر تحديث:',
    blank: (label: string) => `فراغ يُملأ لاحقاً: ${label}`,
    contact: {
      heading: 'هل لديك سؤال آخر؟',
      text: 'يقرأ فريقنا الصغير كل رسالة، ويرد عادةً خلال يوم عمل واحد.',
      link: 'تواصل معنا',
    },
  },
})
