import { useEffect, useState } from 'react'
import { navigate } from 'vike/client/router'
import type { VerificationState } from '@/components/account/VerifyEmailStatus'
import { apiErrorInfo } from '@/lib/api/errors'
import { browserApi } from '@/lib/api/browser'
import { VerifyEmailDocument } from '@/lib/api/operations.generated'
import { takeSignupProof } from '@/lib/api/signupProof'
import { VERIFY_REDIRECT_DELAY_MS } from '@/lib/constants'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'

/** One request per token: StrictMode runs effects twice, and a verification token works only once. */
const attempts = new Map<string, Promise<VerificationState>>()

function verifyOnce(token: string, unexpected: string): Promise<VerificationState> {
  let attempt = attempts.get(token)
  if (!attempt) {
    // Opened where the shopper signed up, the link also adds their guest orders (docs/product.md §17.1).
    const variables = { verificationToken: token, claimProof: takeSignupProof() }
    attempt = browserApi()
      .request(VerifyEmailDocument, variables)
      .then(
        ({ verifyEmail }): VerificationState => ({ status: 'verified', message: verifyEmail.message }),
        (error: unknown): VerificationState => {
          // docs/product.md §8: verification errors are only logged (a warning, not an error: it is an expected outcome).
          console.warn('E-mail verification failed.', error)
          const info = apiErrorInfo(error)
          return { status: 'failed', reason: info.code === 'BAD_USER_INPUT' ? info.message : unexpected }
        },
      )
    attempts.set(token, attempt)
  }
  return attempt
}

/** Verifies the link's token on load, then goes to /login after 2 s (docs/product.md §4). */
export function useVerification(token: string): VerificationState {
  const [state, setState] = useState<VerificationState>({ status: 'verifying' })
  const { unexpected } = useMessages(mailLinkMessages).verify
  const login = useRoutes().login
  useEffect(() => {
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    void verifyOnce(token, unexpected).then((result) => {
      if (!active) return
      setState(result)
      timer = setTimeout(() => void navigate(login), VERIFY_REDIRECT_DELAY_MS)
    })
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [token, unexpected, login])
  return state
}

// What this hook sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _verifyEmailOperation = /* GraphQL */ `
  mutation VerifyEmail($verificationToken: String!, $claimProof: String) {
    verifyEmail(verificationToken: $verificationToken, claimProof: $claimProof) {
      message
    }
  }
`
