import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { fontSizes } from '@/components/ui/theme'

/** One titled block of /account/settings; `labelledBy` ties the section to its heading for screen readers. */
export function SettingsSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      {children}
    </Section>
  )
}

const Section = styled.section`
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

/** The account page links to each heading (`#password-heading`): it lands below the sticky header, not under it. */
const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(6)});
  font-size: ${fontSizes.xl};
`

export const SectionText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.inkMuted};
`
