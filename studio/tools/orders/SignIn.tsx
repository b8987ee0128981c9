/**
 * The tool's sign-in (docs/operations.md, "Signing in"): the staff member's shop e-mail and password (the shop's own
 * `login`), then the second factor: the first time, an authenticator app set up from a QR code and confirmed by its
 * first code (which shows the recovery codes once); afterwards, a code of the app or a recovery code. Only the staff
 * session that the second factor opens is kept; the password step's token stays in memory until then.
 */
import { Box, Button, Card, Heading, Stack, Text } from '@sanity/ui'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { errorMessage, StaffApiError, staffRequest } from './api'
import { InputField } from './Field'
import { ordersText } from './messages'
import { EnrolTotpDocument, StaffLoginDocument } from './operations.generated'
import { RecoveryCodes, SecondFactorStep, type PendingSignIn } from './SecondFactor'
import type { StaffSession } from './session'

const text = ordersText.signIn

/** Login's own refusals (server/accounts/login.ts): a wrong password is UNAUTHENTICATED, an unverified address FORBIDDEN. */
function loginMessage(error: unknown): string {
  if (error instanceof StaffApiError) {
    if (error.kind === 'unauthenticated' || error.kind === 'invalid') return text.invalid
    if (error.kind === 'forbidden') return text.notVerified
  }
  return errorMessage(error)
}

type Step =
  | { name: 'password' }
  | { name: 'secondFactor'; pending: PendingSignIn }
  | { name: 'recovery'; session: StaffSession; codes: string[] }

export function SignIn(props: {
  endpoint: string
  onSignedIn: (session: StaffSession, isStaff: boolean) => void
  /** Why the staff member is asked again, e.g. an ended session. */
  notice?: string | null
}) {
  const [step, setStep] = useState<Step>({ name: 'password' })
  const done = (session: StaffSession) => props.onSignedIn(session, true)
  if (step.name === 'recovery')
    return (
      <Frame>
        <RecoveryCodes codes={step.codes} onDone={() => done(step.session)} />
      </Frame>
    )
  if (step.name === 'secondFactor')
    return (
      <Frame>
        <SecondFactorStep
          endpoint={props.endpoint}
          pending={step.pending}
          onSignedIn={done}
          onEnrolled={(session, codes) => setStep({ name: 'recovery', session, codes })}
          onStartOver={() => setStep({ name: 'password' })}
        />
      </Frame>
    )
  return (
    <Frame>
      <PasswordStep
        endpoint={props.endpoint}
        notice={props.notice}
        onPassword={(pending) => setStep({ name: 'secondFactor', pending })}
      />
    </Frame>
  )
}

function Frame(props: { children: ReactNode }) {
  return (
    <Box padding={4} style={{ maxWidth: 420, margin: '0 auto' }}>
      <Card padding={4} radius={3} shadow={1}>
        {props.children}
      </Card>
    </Box>
  )
}

function PasswordStep(props: {
  endpoint: string
  notice?: string | null
  onPassword: (pending: PendingSignIn) => void
}) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!email.trim() || !password) return setError(text.missing)
    setBusy(true)
    setError(null)
    try {
      const { login } = await staffRequest({
        endpoint: props.endpoint,
        document: StaffLoginDocument,
        variables: { loginInput: { email: email.trim(), password } },
      })
      if (!login.user.isStaff) throw new StaffApiError('forbidden', 'not staff', 'NOT_STAFF')
      const pending: PendingSignIn = {
        email: login.user.email,
        passwordToken: login.token,
        hasPasskey: login.user.hasPasskey,
      }
      if (!login.user.secondFactorEnrolled) {
        const { enrolTotp } = await staffRequest({
          endpoint: props.endpoint,
          document: EnrolTotpDocument,
          token: login.token,
        })
        pending.enrolment = enrolTotp
      }
      props.onPassword(pending)
    } catch (caught) {
      setError(caught instanceof StaffApiError && caught.code === 'NOT_STAFF' ? text.notStaff : loginMessage(caught))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-describedby={error ? errorId : undefined} noValidate>
      <Stack space={4}>
        <Heading as="h1" size={2}>
          {text.heading}
        </Heading>
        <Text muted size={1}>
          {text.intro}
        </Text>
        {props.notice && !error ? (
          <Card tone="caution" padding={3} radius={2}>
            <Text size={1}>{props.notice}</Text>
          </Card>
        ) : null}
        <InputField label={text.email} type="email" autoComplete="username" value={email} onValue={setEmail} />
        <InputField
          label={text.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        {error ? (
          <Card tone="critical" padding={3} radius={2} role="alert" id={errorId}>
            <Text size={1}>{error}</Text>
          </Card>
        ) : null}
        <Button type="submit" text={busy ? text.submitting : text.submit} disabled={busy} />
      </Stack>
    </form>
  )
}
