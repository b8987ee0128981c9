import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { SignUpForm } from '@/components/account/SignUpForm'
import { PageContainer } from '@/components/layout/PageShell'
import { register } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { routes } from '@/lib/routes'
import { useIsLoggedIn } from '@/lib/store/hooks'

export default function Page() {
  const loggedIn = useIsLoggedIn()
  return (
    <PageContainer>
      <AuthCard
        title="Create an account"
        lead="Sign up to keep a wishlist of the pieces you love."
        notice={loggedIn ? <AlreadyLoggedInNote /> : null}
        footer={
          <span>
            Already have an account? <a href={routes.login}>Log in</a>
          </span>
        }
      >
        <SignUpForm onRegister={(input) => register(browserApi(), input)} />
      </AuthCard>
    </PageContainer>
  )
}
