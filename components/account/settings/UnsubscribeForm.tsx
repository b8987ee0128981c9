import { styled } from 'styled-components'
import { routes } from '@/lib/routes'
import { buttonStyles } from '../../ui/Button'
import { useMessages } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'

/**
 * /unsubscribe/:token (docs/product.md §12.3): a plain form that posts to the same URL, so it works without
 * JavaScript and without signing in; opening the link alone changes nothing (mail scanners open links). It posts to
 * the English route: the server's unsubscribe route (server/newsletter/routes.ts) has no Arabic twin.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const t = useMessages(mailLinkMessages).unsubscribe
  return (
    <form method="post" action={routes.unsubscribe(token)}>
      <Lead>{t.lead}</Lead>
      <Submit type="submit" $variant="primary">
        {t.button}
      </Submit>
    </form>
  )
}

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Submit = styled.button<{ $variant: 'primary' }>`
  ${buttonStyles}
`
