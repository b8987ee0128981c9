import type { LocalizedContent } from '@/components/prose/pageContent'
import { sections as englishSections } from './content'
import { languageNote, sections as arabicSections } from './content.ar'

export const shippingReturnsContent: LocalizedContent = {
  en: { sections: englishSections },
  ar: { sections: arabicSections, languageNote },
}
