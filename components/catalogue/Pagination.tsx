import type { MouseEvent } from 'react'
import { styled } from 'styled-components'
import { useLocalePath, useMessages } from '@/lib/react/LocaleContext'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'

export interface PaginationProps {
  page: number
  pageCount: number
  /** A page's address in English; the links follow the page's language. */
  hrefFor: (page: number) => string
  /**
   * Called on a plain left click with the target page; the link's default is prevented so the caller can fade
   * the grid first. Without JavaScript (or with a modifier key) the links work as ordinary links.
   */
  onNavigate?: (page: number, href: string) => void
}

/** Previous, numbered pages and Next — real links, so every page is server-rendered and shareable. */
export function Pagination({ page, pageCount, hrefFor, onNavigate }: PaginationProps) {
  const t = useMessages(catalogueMessages).pagination
  const localize = useLocalePath()
  if (pageCount <= 1) return null

  function link(target: number, label: string, children: string, rel?: string) {
    const href = localize(hrefFor(target))
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      onNavigate(target, href)
    }
    // data-vike="false": this component decides when to navigate (after the fade), not Vike's link interception.
    return (
      <PageLink href={href} aria-label={label} rel={rel} onClick={onClick} data-vike={onNavigate ? 'false' : undefined}>
        {children}
      </PageLink>
    )
  }

  return (
    <Nav aria-label={t.label}>
      <List>
        <li>
          {page > 1 ? (
            link(page - 1, t.previousPage, t.previous, 'prev')
          ) : (
            <Disabled aria-disabled="true">{t.previous}</Disabled>
          )}
        </li>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <Current aria-current="page" aria-label={t.page(n)}>
                {n}
              </Current>
            ) : (
              link(n, t.page(n), String(n))
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            link(page + 1, t.nextPage, t.next, 'next')
          ) : (
            <Disabled aria-disabled="true">{t.next}</Disabled>
          )}
        </li>
      </List>
    </Nav>
  )
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space(10)};
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`

const cell = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 4px;
`

const PageLink = styled.a`
  ${cell}
  color: ${({ theme }) => theme.colors.ink};
  border: 1px solid ${({ theme }) => theme.colors.line};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Current = styled.span`
  ${cell}
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
  font-weight: 600;
`

const Disabled = styled.span`
  ${cell}
  color: ${({ theme }) => theme.colors.inkMuted};
  opacity: 0.6;
`
