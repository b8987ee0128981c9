import { Callout } from '@/components/prose/Callout'
import { ContactCta } from '@/components/prose/ContactCta'
import { PageHeader } from '@/components/prose/PageHeader'
import { Prose } from '@/components/prose/Prose'
import { Sections } from '@/components/prose/Section'
import { TableOfContents } from '@/components/prose/TableOfContents'
import { useLocale, useMessages } from '@/lib/i18n/LocaleContext'
import { staticPagesMessages } from '@/lib/i18n/messages/staticPages'
import { shippingReturnsContent } from './pageContent'

export default function Page() {
  const t = useMessages(staticPagesMessages).shippingReturns
  const { sections, languageNote } = shippingReturnsContent[useLocale()]
  return (
    <Prose>
      <PageHeader kicker={t.kicker} title={t.heading} lead={t.lead} />
      {languageNote ? <Callout>{languageNote}</Callout> : null}
      <TableOfContents entries={sections} />
      <Sections sections={sections} />
      <ContactCta title={t.contactTitle}>{t.contactText}</ContactCta>
    </Prose>
  )
}
