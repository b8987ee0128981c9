import { Suspense, useId } from 'react'
import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { ContactDetails } from '@/components/contact/ContactDetails'
import { PageHeader } from '@/components/prose/PageHeader'
import { PageContainer } from '@/components/layout/PageShell'
import { media } from '@/components/ui/theme'
import { useMessages } from '@/lib/react/LocaleContext'
import { contactMessages } from '@/lib/i18n/messages/contact'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { sendContactMessage } from './sendContactMessage'
import { usePageHead } from '../usePageHead'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const ContactForm = lazyWithSsr(() =>
  import('@/components/contact/ContactForm').then((m) => ({ default: m.ContactForm })),
)

export default function Page() {
  const formHeadingId = useId()
  const shopEmail = usePageContext().publicConfig?.shopEmail
  const t = useMessages(contactMessages)
  usePageHead({ title: t.pageTitle, description: t.description })
  return (
    <PageContainer>
      <Narrow>
        <PageHeader kicker={t.kicker} title={t.title} lead={t.lead} />
      </Narrow>
      <Columns>
        <ContactDetails email={shopEmail} />
        <Card aria-labelledby={formHeadingId}>
          <CardTitle id={formHeadingId}>{t.formHeading}</CardTitle>
          <Suspense>
            <ContactForm onSubmit={sendContactMessage} />
          </Suspense>
        </Card>
      </Columns>
    </PageContainer>
  )
}

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space(16)};
  }
`

const Card = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.md} {
    padding: ${({ theme }) => theme.space(10)};
  }
`

const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
  font-weight: 600;
  line-height: 1.2;
`
