import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { LinkOutcome } from '../LinkOutcome'

export type LinkState =
  { status: 'confirming' } | { status: 'confirmed'; message: string } | { status: 'failed'; reason: string }

const phase = (state: LinkState) =>
  state.status === 'confirming' ? 'pending' : state.status === 'confirmed' ? 'succeeded' : 'failed'
const detail = (state: LinkState) =>
  state.status === 'confirmed' ? state.message : state.status === 'failed' ? state.reason : undefined

/** What /account/confirm-email/:token shows (docs/product.md §4.4). */
export function EmailChangeStatus({ state }: { state: LinkState }) {
  const t = useMessages(mailLinkMessages).emailChange
  const routes = useRoutes()
  return (
    <LinkOutcome
      phase={phase(state)}
      pending={t.pending}
      succeeded={t.succeeded}
      failed={t.failed}
      detail={detail(state)}
      next={{ succeeded: <a href={routes.login}>{t.logIn}</a>, failed: t.nextFailed }}
    />
  )
}

export { phase as linkPhase, detail as linkDetail }
