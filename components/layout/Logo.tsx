import { styled } from 'styled-components'
import { SHOP_NAME } from '@/lib/constants'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { commonMessages } from '@/lib/i18n/messages/common'
import { fontSizes } from '../ui/theme'

/** The wordmark, linking home; below 400 px wide the name alone, so the phone header fits 360 px (issue 36). */
export function Logo() {
  const t = useMessages(commonMessages)
  const routes = useRoutes()
  return (
    <Mark href={routes.home} aria-label={t.home}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M16 3c-4.5 3.6-7 7.9-7 12.6C9 21.9 12.1 27 16 29c3.9-2 7-7.1 7-13.4C23 10.9 20.5 6.6 16 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <path
          d="M16 9v16M12 15c1.4 1.1 2.7 1.6 4 1.6s2.6-.5 4-1.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <span>{SHOP_NAME}</span>
    </Mark>
  )
}

const Mark = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${fontSizes.xl};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: ${fontSizes['2xl']};
  }
  font-weight: 700;
  letter-spacing: 0.01em;
  text-decoration: none;
  white-space: nowrap;
  span {
    color: ${({ theme }) => theme.colors.ink};
    /* Shorter than any phone in use needs, but never past the screen's edge. */
    overflow: hidden;
    text-overflow: ellipsis;
  }
  @media (max-width: 399.98px) {
    font-size: ${fontSizes.lg};
    svg {
      display: none;
    }
  }
`
