/**
 * Sign-in, step 2 (docs/operations.md, "Signing in"): the authenticator app's code, a recovery code, or one of the
 * member's passkeys (WebAuthn, through @simplewebauthn/browser). The first time, the app is set up here from a QR code of its otpauth:// address (drawn in the browser: the secret never
 * leaves it for a QR service), and its first code confirms it; the recovery codes are then shown once.
 */
import { Button, Card, Code, Flex, Heading, Stack, Text } from '@sanity/ui'
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import QRCode from 'qrcode'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { errorMessage, StaffApiError, staffRequest } from './api'
import { InputField } from './Field'
import { ordersText } from './messages'
import {
  ConfirmTotpDocument,
  StartPasskeySignInDocument,
  VerifyPasskeyDocument,
  VerifySecondFactorDocument,
} from './operations.generated'
import { ceremonyMessage } from './Passkeys'
import type { StaffSession } from './session'

const text = ordersText.secondFactor

/** After the password: its (shopper) session token, and a new app's secret when the account has none yet. */
export interface PendingSignIn {
  email: string
  passwordToken: string
  enrolment?: { secret: string; otpauthUrl: string }
  /** The account has a passkey: the step offers it first. */
  hasPasskey?: boolean
}

function codeMessage(error: unknown): string {
  if (error instanceof StaffApiError && error.kind === 'invalid') return text.wrongCode
  if (error instanceof StaffApiError && error.kind === 'unauthenticated') return ordersText.sessionExpired
  return errorMessage(error)
}

export function SecondFactorStep(props: {
  endpoint: string
  pending: PendingSignIn
  onSignedIn: (session: StaffSession) => void
  onEnrolled: (session: StaffSession, recoveryCodes: string[]) => void
  onStartOver: () => void
}) {
  const { endpoint, pending } = props
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!code.trim()) return setError(text.missingCode)
    setBusy(true)
    setError(null)
    try {
      const request = { endpoint, token: pending.passwordToken, variables: { code: code.trim() } }
      if (pending.enrolment) {
        const { confirmTotp } = await staffRequest({ ...request, document: ConfirmTotpDocument })
        props.onEnrolled({ token: confirmTotp.token, email: pending.email }, confirmTotp.recoveryCodes)
      } else {
        const { verifySecondFactor } = await staffRequest({ ...request, document: VerifySecondFactorDocument })
        props.onSignedIn({ token: verifySecondFactor.token, email: pending.email })
      }
    } catch (caught) {
      setError(codeMessage(caught))
      setBusy(false)
    }
  }

  const signInWithPasskey = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const { startPasskeySignIn } = await staffRequest({
        endpoint,
        token: pending.passwordToken,
        document: StartPasskeySignInDocument,
      })
      const optionsJSON = JSON.parse(startPasskeySignIn.options) as PublicKeyCredentialRequestOptionsJSON
      const response = await startAuthentication({ optionsJSON })
      const { verifyPasskey } = await staffRequest({
        endpoint,
        token: pending.passwordToken,
        document: VerifyPasskeyDocument,
        variables: { response: JSON.stringify(response) },
      })
      props.onSignedIn({ token: verifyPasskey.token, email: pending.email })
    } catch (caught) {
      setError(caught instanceof StaffApiError ? codeMessage(caught) : ceremonyMessage(caught))
      setBusy(false)
    }
  }

  const offerPasskey = Boolean(pending.hasPasskey && !pending.enrolment)
  return (
    <form onSubmit={(event) => void submit(event)} aria-describedby={error ? errorId : undefined} noValidate>
      <Stack space={4}>
        <Heading as="h1" size={2}>
          {pending.enrolment ? text.enrolHeading : text.verifyHeading}
        </Heading>
        {offerPasskey ? (
          <>
            <Button
              text={busy ? text.checkingPasskey : text.usePasskey}
              disabled={busy}
              onClick={() => void signInWithPasskey()}
            />
            <Text muted size={1}>
              {text.orCode}
            </Text>
          </>
        ) : null}
        <Text muted size={1}>
          {pending.enrolment ? text.enrolIntro : text.verifyIntro}
        </Text>
        {pending.enrolment ? <Enrolment {...pending.enrolment} /> : null}
        <InputField
          label={text.code}
          hint={pending.enrolment ? undefined : text.codeHint}
          autoComplete="one-time-code"
          inputMode={pending.enrolment ? 'numeric' : 'text'}
          value={code}
          onValue={setCode}
        />
        {error ? (
          <Card tone="critical" padding={3} radius={2} role="alert" id={errorId}>
            <Text size={1}>{error}</Text>
          </Card>
        ) : null}
        <Flex gap={2}>
          <Button
            type="submit"
            text={busy ? text.verifying : pending.enrolment ? text.confirm : text.verify}
            disabled={busy}
          />
          <Button mode="ghost" text={text.startOver} onClick={props.onStartOver} disabled={busy} />
        </Flex>
      </Stack>
    </form>
  )
}

function Enrolment(props: { secret: string; otpauthUrl: string }) {
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    QRCode.toDataURL(props.otpauthUrl, { margin: 1, width: 200 }).then(
      (url) => live && setQr(url),
      () => live && setQr(null),
    )
    return () => {
      live = false
    }
  }, [props.otpauthUrl])
  return (
    <Stack space={3}>
      {qr ? <img src={qr} alt={text.qrAlt} width={200} height={200} /> : null}
      <Text size={1} weight="medium">
        {text.key}
      </Text>
      <Code size={1} data-testid="totp-secret">
        {props.secret}
      </Code>
    </Stack>
  )
}

export function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  return (
    <Stack space={4}>
      <Heading as="h1" size={2}>
        {text.recoveryHeading}
      </Heading>
      <Text muted size={1}>
        {text.recoveryIntro}
      </Text>
      <Card padding={3} radius={2} tone="transparent" border>
        <Stack space={2} as="ul" data-testid="recovery-codes">
          {props.codes.map((code) => (
            <Code key={code} size={1} as="li">
              {code}
            </Code>
          ))}
        </Stack>
      </Card>
      <Button text={text.recoveryDone} onClick={props.onDone} />
    </Stack>
  )
}
