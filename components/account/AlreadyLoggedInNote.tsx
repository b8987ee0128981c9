import { styled } from 'styled-components'
import { routes } from '@/lib/routes'

/** Shown on /login and /signup to someone who is already logged in: a hint, not a block. */
export function AlreadyLoggedInNote() {
  return (
    <Note role="status">
      You are already logged in. <a href={routes.home}>Continue shopping</a>
    </Note>
  )
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radii.sm};
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`
