import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AuthCard } from '@/components/account/AuthCard'
import { EmailChangeStatus, type LinkState } from '@/components/account/settings/EmailChangeStatus'
import { emailChangeTexts } from '@/components/account/settings/settingsMessages'
import { PageContainer } from '@/components/layout/PageShell'
import { confirmEmailChange } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { linkOnce } from '../../../linkOnce'

/** docs/product.md §4.4: the link mailed to the new address confirms on load. */
export default function Page() {
  const { routeParams } = usePageContext()
  const token = routeParams.token ?? ''
  const [state, setState] = useState<LinkState>({ status: 'confirming' })
  useEffect(() => {
    let active = true
    void linkOnce(`email:${token}`, () => confirmEmailChange(browserApi(), token), emailChangeTexts.unexpected).then(
      (result) => active && setState(result),
    )
    return () => {
      active = false
    }
  }, [token])
  return (
    <PageContainer>
      <AuthCard title={emailChangeTexts.title}>
        <EmailChangeStatus state={state} />
      </AuthCard>
    </PageContainer>
  )
}
