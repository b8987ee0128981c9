import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locale'
import type { ContentSection } from './Section'

/** A text page's body in one language. */
export interface PageContent {
  sections: readonly ContentSection[]
  /**
   * A translation's word on which text governs, linking to the English page (the original, which has none). Shown
   * under the page's header.
   */
  languageNote?: ReactNode
  /** A note above the sections, e.g. the Terms' "This is a template". */
  notice?: ReactNode
}

/** A text page in every language: its +Page renders `content[useLocale()]`. */
export type LocalizedContent = Readonly<Record<Locale, PageContent>>
