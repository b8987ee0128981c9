import { Clock, Mail, MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { contactMessages } from '@/lib/i18n/messages/contact'
import { fontSizes } from '../ui/theme'

export interface ContactDetailsProps {
  /** The shop's public address; without it the list says replies come by e-mail. */
  email?: string | undefined
}

/** The intro beside the contact form: how fast the shop replies, how, and when someone is there. */
export function ContactDetails({ email }: ContactDetailsProps) {
  const t = useMessages(contactMessages).details
  const routes = useRoutes()
  return (
    <List>
      <Item icon={<MessageCircle size={20} aria-hidden="true" />} title={t.quickReplies}>
        {t.quickRepliesText}
      </Item>
      <Item icon={<Mail size={20} aria-hidden="true" />} title={t.byEmail}>
        {email ? (
          <>
            {t.writeTo}
            <a href={`mailto:${email}`}>{email}</a>
            {t.writeToAfter}
          </>
        ) : (
          t.byEmailText
        )}
      </Item>
      <Item icon={<Clock size={20} aria-hidden="true" />} title={t.hours}>
        {t.hoursText}
      </Item>
      <Note>
        {t.note}
        <a href={routes.shippingReturns}>{t.noteLink}</a>
        {t.noteAfter}
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
