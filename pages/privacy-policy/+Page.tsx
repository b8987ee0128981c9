import { ContactCta } from '@/components/prose/ContactCta'
import { PageHeader } from '@/components/prose/PageHeader'
import { Prose } from '@/components/prose/Prose'
import { Sections } from '@/components/prose/Section'
import { TableOfContents } from '@/components/prose/TableOfContents'
import { PRIVACY_POLICY_DATE } from '@/lib/constants'
import { sections } from './content'

export default function Page() {
  return (
    <Prose>
      <PageHeader
        kicker="Legal"
        title="Privacy Policy"
        lead="What personal information we collect, why we collect it, and the choices you have."
        lastUpdated={PRIVACY_POLICY_DATE}
      />
      <TableOfContents entries={sections} />
      <Sections sections={sections} />
      <ContactCta title="Questions about your privacy?">
        Ask us what we hold about you, or request a correction or deletion, and we will respond promptly.
      </ContactCta>
    </Prose>
  )
}
