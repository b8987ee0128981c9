import { styled } from 'styled-components'
import { previewMessages } from '@/lib/i18n/messages/preview'
import { useMessages } from '@/lib/react/LocaleContext'

export interface DraftModeBarProps {
  /** "Exit preview": the disable route, back to this page (server/draft-mode/routes.ts). */
  exitHref: string
  /** The page hears the Studio's changes (false while reconnecting). */
  live: boolean
}

/**
 * Says, on every page in draft preview, that drafts are showing and shoppers do not see them, whether edits arrive
 * live, and how to leave (docs/product.md §18.5). Only ever rendered in draft mode.
 */
export function DraftModeBar({ exitHref, live }: DraftModeBarProps) {
  const t = useMessages(previewMessages)
  return (
    <Bar role="region" aria-label={t.label}>
      <strong>{t.label}</strong>
      <span>{t.explanation}</span>
      <span role="status">{live ? t.live : t.reconnecting}</span>
      {/* A server route, not a page: rel="external" keeps Vike's client router from taking the click. */}
      <a href={exitHref} rel="external">
        {t.exit}
      </a>
    </Bar>
  )
}

/** Fixed at the foot of the window: it is rendered after the page, and must stay in sight while the editor scrolls. */
const Bar = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 50;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.paper};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
