import { routes } from '@/lib/routes'
import { LinkOutcome } from '../LinkOutcome'
import { emailChangeTexts } from './settingsMessages'

export type LinkState =
  { status: 'confirming' } | { status: 'confirmed'; message: string } | { status: 'failed'; reason: string }

const phase = (state: LinkState) =>
  state.status === 'confirming' ? 'pending' : state.status === 'confirmed' ? 'succeeded' : 'failed'
const detail = (state: LinkState) =>
  state.status === 'confirmed' ? state.message : state.status === 'failed' ? state.reason : undefined

/** What /account/confirm-email/:token shows (docs/product.md §4.4). */
export function EmailChangeStatus({ state }: { state: LinkState }) {
  return (
    <LinkOutcome
      phase={phase(state)}
      pending={emailChangeTexts.pending}
      succeeded={emailChangeTexts.succeeded}
      failed={emailChangeTexts.failed}
      detail={detail(state)}
      next={{ succeeded: <a href={routes.login}>Log in</a>, failed: emailChangeTexts.nextFailed }}
    />
  )
}

export { phase as linkPhase, detail as linkDetail }
