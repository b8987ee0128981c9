import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { proseMessages } from '@/lib/i18n/messages/prose'
import { visuallyHidden } from './visuallyHidden'

export interface PlaceholderProps {
  /** What belongs in the blank, e.g. "Agent Name" or "number". Shown as "[Agent Name]". */
  label: string
}

/**
 * A blank in a template document that the shop owner still has to fill in. It is drawn as an
 * underlined, shaded gap with the bracketed label, so nobody mistakes it for real text, and screen
 * readers hear that it is a blank rather than the brackets.
 */
export function Placeholder({ label }: PlaceholderProps) {
  const t = useMessages(proseMessages)
  return (
    <Blank data-placeholder={label}>
      <span aria-hidden="true">[{label}]</span>
      <Hidden>{t.blank(label)}</Hidden>
    </Blank>
  )
}

const Blank = styled.span`
  position: relative; /* anchors the visually hidden label */
  display: inline-block;
  min-width: 5.5em;
  padding: 0 0.35em;
  border-bottom: 2px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.92em;
  font-weight: 600;
  line-height: 1.5;
  text-align: center;
  /* Labels are short; one line keeps the blank reading as a single gap. */
  white-space: nowrap;
`

const Hidden = styled.span`
  ${visuallyHidden}
`
