import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { accountMessages } from '@/lib/i18n/messages/account'
import { useIsLoggedIn } from '@/lib/store/hooks'

/**
 * On /login and /signup, to someone who is already logged in: a hint, not a block. Renders nothing to anyone else,
 * so the pages place it without asking.
 */
export function AlreadyLoggedInNote() {
  const t = useMessages(accountMessages).alreadyLoggedIn
  const routes = useRoutes()
  if (!useIsLoggedIn()) return null
  return (
    <Note role="status">
      {t.text} <a href={routes.home}>{t.continueShopping}</a>
    </Note>
  )
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radii.sm};
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`
