import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { LinkState } from '@/components/account/settings/EmailChangeStatus'
import { apiErrorInfo } from '@/lib/api'

/** One request per link: StrictMode runs effects twice, and a confirmation link works only once. */
const attempts = new Map<string, Promise<LinkState>>()

function linkOnce(key: string, confirm: () => Promise<{ message: string }>, unexpected: string): Promise<LinkState> {
  let attempt = attempts.get(key)
  if (!attempt) {
    attempt = confirm().then(
      (answer): LinkState => ({ status: 'confirmed', message: answer.message }),
      (error: unknown): LinkState => {
        console.warn('Link confirmation failed.', error)
        const info = apiErrorInfo(error)
        return { status: 'failed', reason: info.code === 'BAD_USER_INPUT' ? info.message : unexpected }
      },
    )
    attempts.set(key, attempt)
  }
  return attempt
}

/**
 * A mailed link (`/…/:token`) that confirms on load: sends `confirm(token)` once and tells the page how it went.
 * `kind` keeps two kinds of link with the same token apart.
 */
export function useConfirmLink(
  kind: string,
  confirm: (token: string) => Promise<{ message: string }>,
  unexpected: string,
): LinkState {
  const { routeParams } = usePageContext()
  const token = routeParams.token ?? ''
  const [state, setState] = useState<LinkState>({ status: 'confirming' })
  useEffect(() => {
    let active = true
    void linkOnce(`${kind}:${token}`, () => confirm(token), unexpected).then((result) => active && setState(result))
    return () => {
      active = false
    }
  }, [kind, token, confirm, unexpected])
  return state
}
