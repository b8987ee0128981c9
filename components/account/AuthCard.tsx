import type { ReactNode } from 'react'
import { ErrorText } from '../forms/Field'
import { styled } from 'styled-components'
import { fontSizes, media } from '../ui/theme'

export interface AuthCardProps {
  /** The page's only h1. */
  title: string
  lead?: ReactNode
  /** Shown above the form, e.g. the "already logged in" note. */
  notice?: ReactNode
  children: ReactNode
  /** Links under the form (to /login, /signup, /forgot-password). */
  footer?: ReactNode
}

/** The narrow card every account page sits in, so the five forms look like one family. */
export function AuthCard({ title, lead, notice, children, footer }: AuthCardProps) {
  return (
    <Card>
      <Title>{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
      {notice}
      {children}
      {footer ? <Footer>{footer}</Footer> : null}
    </Card>
  )
}

const Card = styled.section`
  max-width: 440px;
  margin: ${({ theme }) => theme.space(4)} auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.md} {
    padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(10)};
  }
`

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${fontSizes['4xl']};
  font-weight: 600;
  line-height: 1.1;
`

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  font-size: ${fontSizes.md};
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`

/** The vertical stack of fields inside a form. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

/** A message about the whole form (not one field), e.g. an expired link or "Too many attempts". */
export function FormError({ message }: { message?: string | undefined }) {
  return message ? <ErrorText role="alert">{message}</ErrorText> : null
}
