import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { proseMessages } from '@/lib/i18n/messages/prose'
import { fontSizes, media } from '../ui/theme'
import { toIsoDate, writtenDate } from './isoDate'

export interface PageHeaderProps {
  /** The page's only h1. */
  title: string
  /** A short line above the title naming the kind of page, e.g. "Help" or "Legal". */
  kicker?: string
  /** An introductory paragraph under the title. */
  lead?: ReactNode
  /**
   * A written English date, e.g. 'February 12, 2024', shown as "Last updated: …"; on another language's page the date
   * is written in that language.
   */
  lastUpdated?: string
}

export function PageHeader({ title, kicker, lead, lastUpdated }: PageHeaderProps) {
  const locale = useLocale()
  const t = useMessages(proseMessages)
  const isoDate = lastUpdated ? toIsoDate(lastUpdated) : undefined
  const shownDate = isoDate && locale !== DEFAULT_LOCALE ? writtenDate(isoDate, locale) : lastUpdated
  return (
    <Header>
      {kicker ? <Kicker>{kicker}</Kicker> : null}
      <Title>{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
      {lastUpdated ? (
        <Updated>
          {`${t.lastUpdated} `}
          <time dateTime={isoDate}>{shownDate}</time>
        </Updated>
      ) : null}
    </Header>
  )
}

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};

  ${media.md} {
    margin-bottom: ${({ theme }) => theme.space(10)};
    padding-bottom: ${({ theme }) => theme.space(8)};
  }
`

/* Doubled selectors (&&) win over Prose's generic paragraph and heading rules. */
const Kicker = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.olive};
    font-size: ${fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`

const Title = styled.h1`
  && {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${fontSizes.display};
    font-weight: 600;
    line-height: 1.1;
    letter-spacing: -0.01em;
    color: ${({ theme }) => theme.colors.ink};
    text-wrap: balance;
  }
`

const Lead = styled.p`
  && {
    margin: ${({ theme }) => `${theme.space(4)} 0 0`};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${fontSizes.lg};
    line-height: 1.6;
    text-wrap: pretty;

    ${media.md} {
      font-size: ${fontSizes.xl};
    }
  }
`

const Updated = styled.p`
  && {
    margin: ${({ theme }) => `${theme.space(4)} 0 0`};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${fontSizes.md};
  }
`
