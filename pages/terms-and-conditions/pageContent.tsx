import { Callout } from '@/components/prose/Callout'
import type { LocalizedContent } from '@/components/prose/pageContent'
import { Placeholder } from '@/components/prose/Placeholder'
import { sections as englishSections } from './content'
import { languageNote, sections as arabicSections, templateNotice } from './content.ar'

export const termsContent: LocalizedContent = {
  en: {
    sections: englishSections,
    notice: (
      <Callout title="This is a template">
        <p>
          Highlighted blanks such as <Placeholder label="Agent Name" /> or <Placeholder label="number" /> still have to
          be completed by the site owner before these terms are relied upon.
        </p>
      </Callout>
    ),
  },
  ar: { sections: arabicSections, languageNote, notice: templateNotice },
}
