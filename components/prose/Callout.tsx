import type { ReactNode } from 'react'
import { styled } from 'styled-components'

export type CalloutTone = 'info' | 'important'

export interface CalloutProps {
  /** `info` for helpful asides, `important` for things a reader must not miss. */
  tone?: CalloutTone
  title?: string
  children: ReactNode
}

/** A highlighted note inside prose. */
export function Callout({ tone = 'info', title, children }: CalloutProps) {
  return (
    <Box role="note" $tone={tone}>
      {title ? <Title>{title}</Title> : null}
      {children}
    </Box>
  )
}

const Box = styled.div<{ $tone: CalloutTone }>`
  margin: ${({ theme }) => `${theme.space(6)} 0`};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'important' ? theme.colors.accent : theme.colors.olive)};
  border-start-end-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sand};
  font-size: 0.96em;

  && > :last-child {
    margin-bottom: 0;
  }
`

const Title = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`
