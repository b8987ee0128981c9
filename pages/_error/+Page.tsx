import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { PageContainer } from '@/components/layout/PageShell'
import { ButtonLink } from '@/components/ui/Button'
import { routes } from '@/lib/routes'

/** The error page: 404 for unknown routes (and pages that throw `render(404)`), otherwise 'Something went wrong...'. */
export default function ErrorPage() {
  const { is404, abortReason } = usePageContext()
  const reason = typeof abortReason === 'string' ? abortReason : null
  return (
    <PageContainer>
      <Box>
        {is404 ? (
          <>
            <h1>{reason ?? 'Page not found'}</h1>
            <p>We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
          </>
        ) : (
          <>
            <h1>Something went wrong...</h1>
            <p>
              {reason ?? 'Please try again in a moment. If it keeps happening, let us know through the contact page.'}
            </p>
          </>
        )}
        <Actions>
          <ButtonLink href={routes.products}>Browse the shop</ButtonLink>
          <ButtonLink href={routes.home} variant="secondary">
            Go home
          </ButtonLink>
        </Actions>
      </Box>
    </PageContainer>
  )
}

const Box = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(12)} auto;
  text-align: center;
  h1 {
    font-size: 40px;
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`
