import { ContactCta } from '@/components/prose/ContactCta'
import { PageHeader } from '@/components/prose/PageHeader'
import { Prose } from '@/components/prose/Prose'
import { PRIVACY_POLICY_DATE } from '@/lib/constants'
import { useMessages } from '@/lib/react/LocaleContext'
import { staticPagesMessages } from '@/lib/i18n/messages/staticPages'
import { PrivacyBody } from './pageContent'
import { usePageHead } from '../usePageHead'

export default function Page() {
  const t = useMessages(staticPagesMessages).privacy
  usePageHead({ title: t.title, description: t.description })
  return (
    <Prose>
      <PageHeader kicker={t.kicker} title={t.heading} lead={t.lead} lastUpdated={PRIVACY_POLICY_DATE} />
      <PrivacyBody />
      <ContactCta title={t.contactTitle}>{t.contactText}</ContactCta>
    </Prose>
  )
}
