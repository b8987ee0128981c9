import { ContactCta } from '@/components/prose/ContactCta'
import { PageHeader } from '@/components/prose/PageHeader'
import { Prose } from '@/components/prose/Prose'
import { Sections } from '@/components/prose/Section'
import { TableOfContents } from '@/components/prose/TableOfContents'
import { RETURN_WINDOW_DAYS, SHIPPING_BUSINESS_DAYS } from '@/lib/constants'
import { sections } from './content'

export default function Page() {
  return (
    <Prose>
      <PageHeader
        kicker="Help"
        title="Shipping & Returns"
        lead={`We dispatch orders within ${SHIPPING_BUSINESS_DAYS} business days and accept returns within ${RETURN_WINDOW_DAYS} days of delivery. Here is everything you need to know.`}
      />
      <TableOfContents entries={sections} />
      <Sections sections={sections} />
      <ContactCta title="Need help with an order?">
        Tell us your order number and what has happened, and we will sort it out with you.
      </ContactCta>
    </Prose>
  )
}
