import { Callout } from '@/components/prose/Callout'
import { localizedBody, type LocalizedContent } from '@/components/prose/pageContent'
import { Placeholder } from '@/components/prose/Placeholder'

const englishNotice = (
  <Callout title="This is a template">
    <p>
      Highlighted blanks such as <Placeholder label="Agent Name" /> or <Placeholder label="number" /> still have to be
      completed by the site owner before these terms are relied upon.
    </p>
  </Callout>
)

export const termsContent: LocalizedContent = {
  en: () => import('./content').then((m) => ({ sections: m.sections, notice: englishNotice })),
  ar: () =>
    import('./content.ar').then((m) => ({
      sections: m.sections,
      languageNote: m.languageNote,
      notice: m.templateNotice,
    })),
}

export const TermsBody = localizedBody(termsContent, { toc: true })
