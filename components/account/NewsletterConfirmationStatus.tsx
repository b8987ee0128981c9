import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { LinkOutcome } from './LinkOutcome'

export type NewsletterConfirmationState =
  { status: 'confirming' } | { status: 'confirmed'; message: string } | { status: 'failed'; reason: string }

export interface NewsletterConfirmationStatusProps {
  state: NewsletterConfirmationState
}

/** What /newsletter/confirm/:token shows while it confirms the link, and the outcome (docs/product.md §12.2). */
export function NewsletterConfirmationStatus({ state }: NewsletterConfirmationStatusProps) {
  const t = useMessages(mailLinkMessages).newsletter
  const routes = useRoutes()
  return (
    <LinkOutcome
      phase={state.status === 'confirming' ? 'pending' : state.status === 'confirmed' ? 'succeeded' : 'failed'}
      pending={t.pending}
      succeeded={t.succeeded}
      failed={t.failed}
      detail={state.status === 'confirmed' ? state.message : state.status === 'failed' ? state.reason : undefined}
      next={{
        succeeded: <a href={routes.products}>{t.browse}</a>,
        failed: t.nextFailed,
      }}
    />
  )
}
