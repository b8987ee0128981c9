import { Suspense, type ReactNode } from 'react'
import { styled } from 'styled-components'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { PageContainer } from '../layout/PageShell'
import { media } from '../ui/theme'
import type { AccountSection } from './AccountNav'

// The navigation's icons, styles and texts load from a chunk of their own (lib/react/lazyWithSsr.ts), not in the
// account pages' first JavaScript; their first render waits for it (pages/+onBeforeRenderClient.ts), no shift.
const AccountNav = lazyWithSsr(() => import('./AccountNav').then((m) => ({ default: m.AccountNav })))

export interface AccountLayoutProps {
  /** The page's heading (`Your account`, `Account settings`). */
  title: string
  /** Under the heading: who is signed in, or what the page is for. */
  lead?: ReactNode
  current: AccountSection
  /** Log out's action; the shop's logout when left out (the navigation's chunk brings it). */
  onLogout?: () => void
  children: ReactNode
}

/**
 * The frame of the signed-in pages (docs/product.md §17.3, §2.22): the heading, then the account's navigation beside
 * the page's sections from 768 px, above them on a phone (issue 36, walk #31).
 */
export function AccountLayout({ title, lead, current, onLogout, children }: AccountLayoutProps) {
  return (
    <PageContainer>
      <Title>{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
      <Columns>
        <Suspense>
          <AccountNav current={current} onLogout={onLogout} />
        </Suspense>
        <Sections>{children}</Sections>
      </Columns>
    </PageContainer>
  )
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  max-width: 60ch;
  overflow-wrap: anywhere;
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${media.md} {
    grid-template-columns: 200px minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space(12)};
    margin-top: ${({ theme }) => theme.space(8)};
  }
`

/** The page spaces its own sections (the settings' have their rules between them). */
const Sections = styled.div`
  min-width: 0;
`
