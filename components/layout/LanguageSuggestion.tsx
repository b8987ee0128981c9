import { useEffect, useState } from 'react'
import { styled } from 'styled-components'
import { useLocale } from '@/lib/react/LocaleContext'
import { LANGUAGE_TAGS, localizePath, type Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { languageSuggestionMessages } from '@/lib/i18n/messages/languageSuggestion'
import { LANGUAGE_SUGGESTION_KEY, readsArabicFirst } from '@/lib/i18n/suggestion'

/** The shop language a browser reads first, when the page is in another one and it has not been suggested before. */
function suggestedLocale(pageLocale: Locale, languages: readonly string[]): Locale | undefined {
  try {
    if (localStorage.getItem(LANGUAGE_SUGGESTION_KEY)) return undefined
    // Someone reading an Arabic page chose it: never suggest anything again.
    if (pageLocale === 'ar') {
      localStorage.setItem(LANGUAGE_SUGGESTION_KEY, 'chosen')
      return undefined
    }
  } catch {
    return undefined
  }
  return readsArabicFirst(languages) ? 'ar' : undefined
}

export interface LanguageSuggestionProps {
  /** The current page's path and query in English. */
  currentUrl: string
  /** The browser's languages, most wanted first; `navigator.languages` unless given (stories). */
  languages?: readonly string[]
}

/**
 * Suggests Arabic, once, to a browser whose first language is Arabic (its Accept-Language, as `navigator.languages`):
 * never a redirect (docs/product.md §19). Decided in the browser after hydration, so cached pages stay the same for
 * everyone.
 */
export function LanguageSuggestion({ currentUrl, languages }: LanguageSuggestionProps) {
  const pageLocale = useLocale()
  const [suggested, setSuggested] = useState<Locale | undefined>(undefined)
  useEffect(() => setSuggested(suggestedLocale(pageLocale, languages ?? navigator.languages)), [pageLocale, languages])
  if (!suggested) return null
  const t = messagesIn(languageSuggestionMessages, suggested)
  const dismiss = () => {
    try {
      localStorage.setItem(LANGUAGE_SUGGESTION_KEY, 'dismissed')
    } catch {
      // Private mode: it is suggested again next visit.
    }
    setSuggested(undefined)
  }
  return (
    <Bar role="region" aria-label={t.text} lang={LANGUAGE_TAGS[suggested]} dir="auto">
      <span>{t.text}</span>
      <a href={localizePath(currentUrl, suggested)} hrefLang={LANGUAGE_TAGS[suggested]}>
        {t.action}
      </a>
      <button type="button" onClick={dismiss}>
        {t.dismiss}
      </button>
    </Bar>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.sand};
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.inkMuted};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`
