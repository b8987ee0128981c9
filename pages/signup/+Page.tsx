import { Suspense } from 'react'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { AuthCard } from '@/components/account/AuthCard'
import { PageContainer } from '@/components/layout/PageShell'
import { register } from '@/lib/api'
import { browserApi } from '@/lib/api/browser'
import { lazyWithSsr } from '@/lib/react/lazyWithSsr'
import { routes } from '@/lib/routes'
import { useIsLoggedIn } from '@/lib/store/hooks'

// Its form library and validation load with the page, not in its first JavaScript (lib/react/lazyWithSsr.ts).
const SignUpForm = lazyWithSsr(() => import('@/components/account/SignUpForm').then((m) => ({ default: m.SignUpForm })))

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
        <Suspense>
          <SignUpForm onRegister={(input) => register(browserApi(), input)} />
        </Suspense>
      </AuthCard>
    </PageContainer>
  )
}
