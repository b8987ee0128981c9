/** The tool's sign-in: the staff member's shop e-mail and password, through the shop's own `login` mutation. */
import { Box, Button, Card, Heading, Stack, Text } from '@sanity/ui'
import { useId, useState, type FormEvent } from 'react'
import { errorMessage, StaffApiError, staffRequest } from './api'
import { InputField } from './Field'
import { ordersText } from './messages'
import { StaffLoginDocument } from './operations.generated'
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

export function SignIn(props: {
  endpoint: string
  onSignedIn: (session: StaffSession, isStaff: boolean) => void
  /** Why the staff member is asked again, e.g. an ended session. */
  notice?: string | null
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
      props.onSignedIn({ token: login.token, email: login.user.email }, login.user.isStaff)
    } catch (caught) {
      setError(loginMessage(caught))
      setBusy(false)
    }
  }

  return (
    <Box padding={4} style={{ maxWidth: 420, margin: '0 auto' }}>
      <Card padding={4} radius={3} shadow={1}>
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
      </Card>
    </Box>
  )
}
