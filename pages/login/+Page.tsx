import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { LoginForm } from '@/components/account/LoginForm'
import { PageContainer } from '@/components/layout/PageShell'
import { login } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { routes } from '@/lib/routes'
import { useIsLoggedIn } from '@/lib/store/hooks'

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
        <LoginForm onLogin={(input) => login(browserApi(), input)} />
      </AuthCard>
    </PageContainer>
  )
}
