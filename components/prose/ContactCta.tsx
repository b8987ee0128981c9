import { useId, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { proseMessages } from '@/lib/i18n/messages/prose'
import { fontSizes, media } from '../ui/theme'

export interface ContactCtaProps {
  title?: string
  /** A sentence or two under the title. */
  children?: ReactNode
  linkLabel?: string
}

/** The closing block of a text page: one clear way to reach the shop, on /contact-us (in the page's language). */
export function ContactCta({ title, children, linkLabel }: ContactCtaProps) {
  const headingId = useId()
  const t = useMessages(proseMessages).contactCta
  const routes = useRoutes()
  return (
    <Box aria-labelledby={headingId}>
      <Text>
        <h2 id={headingId}>{title ?? t.title}</h2>
        <p>{children ?? t.text}</p>
      </Text>
      <Link href={routes.contact}>{linkLabel ?? t.link}</Link>
    </Box>
  )
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(14)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sand};

  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(10)}`};
  }
`

const Text = styled.div`
  && h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${fontSizes['3xl']};
    line-height: 1.2;
  }

  && p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

/* && beats Prose's generic link colours. */
const Link = styled.a`
  && {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space(6)}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentInk};
    font-weight: 600;
    text-decoration: none;
    transition: background-color 150ms ease;
  }

  &&:hover {
    background: ${({ theme }) => theme.colors.accentHover};
    color: ${({ theme }) => theme.colors.accentInk};
  }

  &&:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`
