import { Suspense } from 'react'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { login } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { routes } from '@/lib/routes'
import { useIsLoggedIn } from '@/lib/store/hooks'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const LoginForm = lazyWithSsr(() => import('@/components/account/LoginForm').then((m) => ({ default: m.LoginForm })))

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
        <Suspense>
          <LoginForm onLogin={(input) => login(browserApi(), input)} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}
