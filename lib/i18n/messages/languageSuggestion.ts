import { defineMessages } from '../messages'

/**
 * The one-time suggestion on an English page to a browser whose first language is Arabic (docs/product.md §19),
 * written in the language it suggests.
 */
export const languageSuggestionMessages = defineMessages({
  en: {
    text: 'This shop is also in English.',
    action: 'Browse in English',
    dismiss: 'No thanks',
  },
  ar: {
    text: 'هذا المتجر متوفّر باللغة العربية أيضًا.',
    action: 'تصفّح بالعربية',
    dismiss: 'لا، شكرًا',
  },
})
