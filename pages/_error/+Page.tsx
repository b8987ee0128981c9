import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { PageContainer } from '@/components/layout/PageShell'
import { ButtonLink } from '@/components/ui/Button'
import { useMessages, useRoutes } from '@/lib/react/LocaleContext'
import { errorMessages } from '@/lib/i18n/messages/errors'

/** The error page: 404 for unknown routes (and pages that throw `render(404)`), otherwise 'Something went wrong...'. */
export default function ErrorPage() {
  const { is404, abortReason } = usePageContext()
  const reason = typeof abortReason === 'string' ? abortReason : null
  const t = useMessages(errorMessages)
  const routes = useRoutes()
  return (
    <PageContainer>
      <Box>
        {is404 ? (
          <>
            <h1>{reason ?? t.notFound.heading}</h1>
            <p>{t.notFound.text}</p>
          </>
        ) : (
          <>
            <h1>{t.failed.heading}</h1>
            <p>{reason ?? t.failed.text}</p>
          </>
        )}
        <Actions>
          <ButtonLink href={routes.products}>{t.browse}</ButtonLink>
          <ButtonLink href={routes.home} variant="secondary">
            {t.home}
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
