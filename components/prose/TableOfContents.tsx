import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { proseMessages } from '@/lib/i18n/messages/prose'
import { fontSizes, media } from '../ui/theme'

export interface TocEntry {
  /** The id of the section the link jumps to. */
  id: string
  title: string
}

export interface TableOfContentsProps {
  entries: readonly TocEntry[]
  /** The navigation landmark's name, also shown above the list; "On this page" by default. */
  label?: string
}

/** In-page navigation built from a page's sections. Renders nothing when there is nothing to list. */
export function TableOfContents({ entries, label: givenLabel }: TableOfContentsProps) {
  const t = useMessages(proseMessages)
  const label = givenLabel ?? t.tableOfContents
  if (entries.length === 0) return null
  return (
    <Nav aria-label={label}>
      {/* The landmark already carries the name; this is the visible caption only. */}
      <Caption aria-hidden="true">{label}</Caption>
      <List>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </List>
    </Nav>
  )
}

const Nav = styled.nav`
  margin: ${({ theme }) => `0 0 ${theme.space(10)}`};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(5)}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${media.md} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(8)}`};
  }
`

const Caption = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.olive};
    font-size: ${fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`

/* Selectors are doubled (&&) so these win over Prose's generic list and link rules. */
const List = styled.ol`
  && {
    margin: 0;
    padding-inline-start: 1.75em;
    font-size: ${fontSizes.md};
    line-height: 1.5;
  }

  ${media.md} {
    && {
      columns: 2;
      column-gap: ${({ theme }) => theme.space(10)};
    }
  }

  && li {
    margin: 0;
    padding: ${({ theme }) => `${theme.space(1)} 0`};
    break-inside: avoid;
  }

  && li::marker {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: 400;
    font-variant-numeric: tabular-nums;
  }

  && a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration-color: ${({ theme }) => theme.colors.line};
  }

  && a:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration-color: currentColor;
  }
`
