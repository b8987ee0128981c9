import { ContactCta } from '@/components/prose/ContactCta'
import { PageHeader } from '@/components/prose/PageHeader'
import { Prose } from '@/components/prose/Prose'
import { useMessages } from '@/lib/react/LocaleContext'
import { staticPagesMessages } from '@/lib/i18n/messages/staticPages'
import { OurStoryBody } from './pageContent'
import { usePageHead } from '../usePageHead'

export default function Page() {
  const t = useMessages(staticPagesMessages).ourStory
  usePageHead({ title: t.title, description: t.description })
  return (
    <Prose>
      <PageHeader kicker={t.kicker} title={t.heading} lead={t.lead} />
      <OurStoryBody />
      <ContactCta title={t.contactTitle}>{t.contactText}</ContactCta>
    </Prose>
  )
}
