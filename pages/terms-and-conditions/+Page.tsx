import { Callout } from '@/components/prose/Callout'
import { ContactCta } from '@/components/prose/ContactCta'
import { PageHeader } from '@/components/prose/PageHeader'
import { Placeholder } from '@/components/prose/Placeholder'
import { Prose } from '@/components/prose/Prose'
import { Sections } from '@/components/prose/Section'
import { TableOfContents } from '@/components/prose/TableOfContents'
import { sections } from './content'

export default function Page() {
  return (
    <Prose>
      <PageHeader
        kicker="Legal"
        title="Terms and Conditions"
        lead="The rules for using this website, making purchases and resolving disagreements. Please read them carefully."
      />
      <Callout title="This is a template">
        <p>
          Highlighted blanks such as <Placeholder label="Agent Name" /> or <Placeholder label="number" /> still have to
          be completed by the site owner before these terms are relied upon.
        </p>
      </Callout>
      <TableOfContents entries={sections} />
      <Sections sections={sections} />
      <ContactCta title="Questions about these terms?">
        If anything here is unclear, or you want to reach our copyright agent, send us a message.
      </ContactCta>
    </Prose>
  )
}
