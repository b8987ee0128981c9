import { styled } from 'styled-components'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { LANGUAGE_TAGS, LOCALE_NAMES, LOCALES, localizePath } from '@/lib/i18n/locale'
import { navigationMessages } from '@/lib/i18n/messages/navigation'

export interface LanguageSwitchProps {
  /** The current page's address in English (path and query): the switch leads to the same page in the other language. */
  currentUrl: string
  /** Called as the link is followed (the phone menu closes). */
  onFollow?: () => void
  className?: string
}

/**
 * The link to this page in the other language (docs/product.md §19), named in that language. A plain link: the
 * client router keeps the bag, the wishlist and the session, and without JavaScript it still works.
 */
export function LanguageSwitch({ currentUrl, onFollow, className }: LanguageSwitchProps) {
  const locale = useLocale()
  const t = useMessages(navigationMessages)
  return (
    <Links aria-label={t.language} className={className}>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <a
          key={other}
          href={localizePath(currentUrl, other)}
          hrefLang={LANGUAGE_TAGS[other]}
          lang={LANGUAGE_TAGS[other]}
          onClick={onFollow}
        >
          {LOCALE_NAMES[other]}
        </a>
      ))}
    </Links>
  )
}

const Links = styled.nav`
  display: inline-flex;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 500;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`
