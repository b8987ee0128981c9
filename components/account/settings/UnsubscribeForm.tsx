import { styled } from 'styled-components'
import { routes } from '@/lib/routes'
import { buttonStyles } from '../../ui/Button'
import { unsubscribeTexts } from './settingsMessages'

/**
 * /unsubscribe/:token (docs/product.md §12.3): a plain form that posts to the same URL, so it works without
 * JavaScript and without signing in; opening the link alone changes nothing (mail scanners open links).
 */
export function UnsubscribeForm({ token }: { token: string }) {
  return (
    <form method="post" action={routes.unsubscribe(token)}>
      <Lead>{unsubscribeTexts.lead}</Lead>
      <Submit type="submit" $variant="primary">
        {unsubscribeTexts.button}
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
