import { AlreadyLoggedInNote } from '../../components/account/AlreadyLoggedInNote'
import { AuthCard } from '../../components/account/AuthCard'
import { LoginForm } from '../../components/account/LoginForm'
import { PageContainer } from '../../components/layout/PageShell'
import { createApiClient, login } from '../../lib/api'
import { routes } from '../../lib/routes'
import { useIsLoggedIn } from '../../lib/store/hooks'

const api = createApiClient()

export default function Page() {
  const loggedIn = useIsLoggedIn()
  return (
    <PageContainer>
      <AuthCard
        title="Log in"
        lead="Welcome back. Log in to see your wishlist."
        notice={loggedIn ? <AlreadyLoggedInNote /> : null}
        footer={
          <>
            <a href={routes.forgotPassword}>Forgot your password?</a>
            <span>
              New here? <a href={routes.signup}>Sign up</a>
            </span>
          </>
        }
      >
        <LoginForm onLogin={(input) => login(api, input)} />
      </AuthCard>
    </PageContainer>
  )
}
