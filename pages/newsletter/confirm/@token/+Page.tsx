import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import {
  NewsletterConfirmationStatus,
  type NewsletterConfirmationState,
} from '@/components/account/NewsletterConfirmationStatus'
import { PageContainer } from '@/components/layout/PageShell'
import { apiErrorInfo } from '@/lib/api/errors'
import { browserApi } from '@/lib/api/browser'
import { ConfirmNewsletterSubscriptionDocument } from '@/lib/api/operations.generated'
import { useMessages } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { usePageHead } from '../../../usePageHead'

/** One request per token: StrictMode runs effects twice, and a confirmation link works only once. */
const attempts = new Map<string, Promise<NewsletterConfirmationState>>()

function confirmOnce(token: string, unexpected: string): Promise<NewsletterConfirmationState> {
  let attempt = attempts.get(token)
  if (!attempt) {
    attempt = browserApi()
      .request(ConfirmNewsletterSubscriptionDocument, { token })
      .then(
        ({ confirmNewsletterSubscription: answer }): NewsletterConfirmationState => ({
          status: 'confirmed',
          message: answer.message,
        }),
        (error: unknown): NewsletterConfirmationState => {
          console.warn('Newsletter confirmation failed.', error)
          const info = apiErrorInfo(error)
          return { status: 'failed', reason: info.code === 'BAD_USER_INPUT' ? info.message : unexpected }
        },
      )
    attempts.set(token, attempt)
  }
  return attempt
}

/** docs/product.md §12.2: the newsletter's double opt-in link confirms on load. */
export default function Page() {
  const { routeParams } = usePageContext()
  const token = routeParams.token ?? ''
  const messages = useMessages(mailLinkMessages)
  usePageHead({ title: messages.newsletter.pageTitle, description: messages.newsletter.description })
  const unexpected = messages.unexpected
  const [state, setState] = useState<NewsletterConfirmationState>({ status: 'confirming' })
  useEffect(() => {
    let active = true
    void confirmOnce(token, unexpected).then((result) => active && setState(result))
    return () => {
      active = false
    }
  }, [token, unexpected])
  return (
    <PageContainer>
      <AuthCard title={messages.newsletter.title}>
        <NewsletterConfirmationStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}

// What this page sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _confirmNewsletterSubscriptionOperation = /* GraphQL */ `
  mutation ConfirmNewsletterSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      message
    }
  }
`
