import { Callout } from '@/components/prose/Callout'
import { ContactCta } from '@/components/prose/ContactCta'
import { PageHeader } from '@/components/prose/PageHeader'
import { Placeholder } from '@/components/prose/Placeholder'
import { Prose } from '@/components/prose/Prose'
import { Sections } from '@/components/prose/Section'
import { TableOfContents } from '@/components/prose/TableOfContents'
import { useMessages } from '@/lib/i18n/LocaleContext'
import { staticPagesMessages } from '@/lib/i18n/messages/staticPages'
import { sections } from './content'

export default function Page() {
  const t = useMessages(staticPagesMessages).terms
  return (
    <Prose>
      <PageHeader kicker={t.kicker} title={t.heading} lead={t.lead} />
      <Callout title="This is a template">
        <p>
          Highlighted blanks such as <Placeholder label="Agent Name" /> or <Placeholder label="number" /> still have to
          be completed by the site owner before these terms are relied upon.
        </p>
      </Callout>
      <TableOfContents entries={sections} />
      <Sections sections={sections} />
      <ContactCta title={t.contactTitle}>{t.contactText}</ContactCta>
    </Prose>
  )
}
