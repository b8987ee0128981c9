import { routes } from '@/lib/routes'
import { LinkOutcome } from './LinkOutcome'

export type NewsletterConfirmationState =
  { status: 'confirming' } | { status: 'confirmed'; message: string } | { status: 'failed'; reason: string }

export interface NewsletterConfirmationStatusProps {
  state: NewsletterConfirmationState
}

/** What /newsletter/confirm/:token shows while it confirms the link, and the outcome (docs/product.md §12.2). */
export function NewsletterConfirmationStatus({ state }: NewsletterConfirmationStatusProps) {
  return (
    <LinkOutcome
      phase={state.status === 'confirming' ? 'pending' : state.status === 'confirmed' ? 'succeeded' : 'failed'}
      pending={{ label: 'Confirming', text: 'Confirming your subscription…' }}
      succeeded="You are on our newsletter list."
      failed="We could not confirm your subscription."
      detail={state.status === 'confirmed' ? state.message : state.status === 'failed' ? state.reason : undefined}
      next={{
        succeeded: <a href={routes.products}>Browse the shop</a>,
        failed:
          'If the link has expired, subscribe again at the bottom of any page; if you already confirmed, there is nothing more to do.',
      }}
    />
  )
}
