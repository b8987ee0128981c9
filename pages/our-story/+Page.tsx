import { ContactCta } from '@/components/prose/ContactCta'
import { PageHeader } from '@/components/prose/PageHeader'
import { Prose } from '@/components/prose/Prose'
import { Sections } from '@/components/prose/Section'
import { sections } from './content'

export default function Page() {
  return (
    <Prose>
      <PageHeader
        kicker="About us"
        title="Our Story"
        lead="A mother, a daughter and a kitchen table in Melbourne: how a small family business came to make modest clothing for everyone who is looking for it."
      />
      <Sections sections={sections} />
      <ContactCta title="Come and say salaam">
        Questions about a fit, a fabric or a custom order? We would love to hear from you.
      </ContactCta>
    </Prose>
  )
}
