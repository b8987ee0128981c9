import { Suspense, type ComponentType, type ReactNode } from 'react'
import { useLocale } from '@/lib/react/LocaleContext'
import { LOCALES, localeOfTag, type Locale } from '@/lib/i18n/locale'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { Callout } from './Callout'
import { Sections, type ContentSection } from './Section'
import { TableOfContents } from './TableOfContents'

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

/** A text page in every language, each loaded on its own. */
export type LocalizedContent = Readonly<Record<Locale, () => Promise<PageContent>>>

function ContentBody({ content, toc }: { content: PageContent; toc: boolean }) {
  return (
    <>
      {content.languageNote ? <Callout>{content.languageNote}</Callout> : null}
      {content.notice}
      {toc ? <TableOfContents entries={content.sections} /> : null}
      <Sections sections={content.sections} />
    </>
  )
}

/**
 * A text page's body in the page's language. Each language is its own chunk: an English reader never downloads the
 * Arabic terms, nor the other way round (docs/performance.md, "JavaScript budget"). The server holds both; the
 * browser loads the page's own language as the page module loads (lib/react/lazyWithSsr.ts), and the other only
 * after a switch of language.
 */
export function localizedBody(content: LocalizedContent, options: { toc?: boolean } = {}): ComponentType {
  const bodies = new Map<Locale, ComponentType>()
  const bodyIn = (locale: Locale): ComponentType => {
    let Body = bodies.get(locale)
    if (!Body) {
      Body = lazyWithSsr(() =>
        content[locale]().then((loaded) => ({
          default: () => <ContentBody content={loaded} toc={options.toc ?? false} />,
        })),
      )
      bodies.set(locale, Body)
    }
    return Body
  }
  if (import.meta.env.SSR) LOCALES.forEach(bodyIn)
  else bodyIn(localeOfTag(document.documentElement.lang))
  return function LocalizedBody() {
    const Body = bodyIn(useLocale())
    return (
      <Suspense fallback={null}>
        <Body />
      </Suspense>
    )
  }
}
