import { ChevronRight } from 'lucide-react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountPageMessages } from '@/lib/i18n/messages/accountPage'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { mirroredInRtl } from '../ui/direction'
import { fontSizes, media } from '../ui/theme'

/** The settings page's sections, in its order (their ids: `/account/settings#<id>-heading`). */
export const SETTINGS_SECTIONS = ['profile', 'email', 'password', 'newsletter', 'alerts', 'data', 'delete'] as const

/**
 * The account page's `Settings` section (docs/product.md §17.3, issue 36 walk #31): each settings section by its
 * heading and a line saying what it holds, linking straight to it, instead of one link inside a paragraph.
 */
export function AccountSettingsLinks() {
  const t = useMessages(accountPageMessages).settings
  const headings = useMessages(settingsMessages)
  const routes = useRoutes()
  return (
    <section aria-labelledby="account-settings-title">
      <Title id="account-settings-title">{t.heading}</Title>
      <List>
        {SETTINGS_SECTIONS.map((id) => (
          <li key={id}>
            <Card href={`${routes.settings}#${id}-heading`}>
              <span>
                <Name>{headings[id].heading}</Name>
                <What>{t[id]}</What>
              </span>
              <Chevron size={18} aria-hidden="true" />
            </Card>
          </li>
        ))}
      </List>
    </section>
  )
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${fontSizes['3xl']};
`

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Card = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }
`

const Name = styled.span`
  display: block;
  font-weight: 600;
`

const What = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Chevron = styled(ChevronRight)`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  ${mirroredInRtl}
`
