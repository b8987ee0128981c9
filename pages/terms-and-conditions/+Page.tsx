import { Callout } from '../../components/content/Callout'
import { ContactCta } from '../../components/content/ContactCta'
import { PageHeader } from '../../components/content/PageHeader'
import { Placeholder } from '../../components/content/Placeholder'
import { Prose } from '../../components/content/Prose'
import { Sections } from '../../components/content/Section'
import { TableOfContents } from '../../components/content/TableOfContents'
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
          Highlighted blanks such as <Placeholder label="Agent Name" /> or{' '}
          <Placeholder label="number" /> still have to be completed by the site owner before these
          terms are relied upon.
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
