import { Clock, Mail, MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { routes } from '@/lib/routes'
import { CONTACT_HOURS, CONTACT_REPLY_TIME } from './details'
import { fontSizes } from '../ui/theme'

export interface ContactDetailsProps {
  /** The shop's public address; without it the list says replies come by e-mail. */
  email?: string | undefined
}

/** The intro beside the contact form: how fast the shop replies, how, and when someone is there. */
export function ContactDetails({ email }: ContactDetailsProps) {
  return (
    <List>
      <Item icon={<MessageCircle size={20} aria-hidden="true" />} title="Quick replies">
        A real person reads every message and replies {CONTACT_REPLY_TIME}.
      </Item>
      <Item icon={<Mail size={20} aria-hidden="true" />} title="By e-mail">
        {email ? (
          <>
            Write to <a href={`mailto:${email}`}>{email}</a> or use the form; we answer to the address you give us.
          </>
        ) : (
          'We answer by e-mail, to the address you give us in the form.'
        )}
      </Item>
      <Item icon={<Clock size={20} aria-hidden="true" />} title="Opening hours">
        {CONTACT_HOURS.days}, {CONTACT_HOURS.time} ({CONTACT_HOURS.timeZone}). {CONTACT_HOURS.closed}.
      </Item>
      <Note>
        About an order or a return? Our <a href={routes.shippingReturns}>shipping and returns guide</a> may already have
        the answer; otherwise, include your order number so we can help faster.
      </Note>
    </List>
  )
}

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Entry>
      <Icon>{icon}</Icon>
      <div>
        <EntryTitle>{title}</EntryTitle>
        <EntryText>{children}</EntryText>
      </div>
    </Entry>
  )
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`

const Entry = styled.div`
  display: grid;
  grid-template-columns: 40px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.accent};
`

const EntryTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${fontSizes.base};
  font-weight: 600;
`

const EntryText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: 1.55;
`

const Note = styled.p`
  margin: 0;
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.md};
  line-height: 1.55;
`
