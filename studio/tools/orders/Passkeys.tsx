/**
 * Passkeys (docs/operations.md, "Signing in"): a signed-in staff member registers one or more (a phone, a laptop, a
 * security key), names them and removes them; after the password, any of them signs in instead of the app's code.
 * The ceremonies are the browser's (through @simplewebauthn/browser); the shop keeps the challenges and checks them.
 */
import { Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui'
import { startRegistration, WebAuthnError, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { useRef, useState, type FormEvent } from 'react'
import { errorMessage } from './api'
import { InputField } from './Field'
import { formatDateTime } from './format'
import { ordersText } from './messages'
import {
  FinishPasskeyRegistrationDocument,
  RemovePasskeyDocument,
  StaffPasskeysDocument,
  StartPasskeyRegistrationDocument,
  type StaffPasskeysQuery,
} from './operations.generated'
import { useStaffCall } from './StaffApiContext'
import { useStaffQuery } from './useStaffQuery'

const text = ordersText.passkeys

export type PasskeyRow = StaffPasskeysQuery['staffPasskeys'][number]

/**
 * What the browser's refusal means (@simplewebauthn/browser keeps the DOMException's name): cancelled or timed out,
 * this device's passkey is registered already, or no passkeys here (another origin than the RP ID's, an old browser).
 */
export function ceremonyMessage(error: unknown): string {
  const name = error instanceof WebAuthnError || error instanceof DOMException ? error.name : undefined
  if (name === 'NotAllowedError' || name === 'AbortError') return text.cancelled
  if (name === 'InvalidStateError') return text.alreadyOnDevice
  if (name === 'NotSupportedError' || name === 'SecurityError') return text.unsupported
  return errorMessage(error)
}

export function PasskeyList(props: { passkeys: PasskeyRow[]; busyId?: string | null; onRemove: (id: string) => void }) {
  if (!props.passkeys.length)
    return (
      <Text size={1} muted>
        {text.none}
      </Text>
    )
  return (
    <Stack space={2} as="ul" data-testid="passkey-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.passkeys.map((key) => (
        <Card as="li" key={key.id} padding={3} radius={2} border>
          <Flex align="center" justify="space-between" gap={3}>
            <Stack space={2}>
              <Text size={1} weight="medium">
                {key.name}
              </Text>
              <Text size={1} muted>
                {text.added(formatDateTime(key.createdAt))}
                {' · '}
                {key.lastUsedAt ? text.lastUsed(formatDateTime(key.lastUsedAt)) : text.neverUsed}
              </Text>
            </Stack>
            <Button
              mode="ghost"
              tone="critical"
              text={props.busyId === key.id ? text.removing : text.remove}
              aria-label={text.removeNamed(key.name)}
              disabled={Boolean(props.busyId)}
              onClick={() => props.onRemove(key.id)}
            />
          </Flex>
        </Card>
      ))}
    </Stack>
  )
}

export function Passkeys() {
  const call = useStaffCall()
  const query = useStaffQuery(StaffPasskeysDocument, {})
  const [name, setName] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const inFlight = useRef(false)

  const run = async (what: string, action: () => Promise<string>) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(what)
    setResult(null)
    try {
      setResult({ ok: true, message: await action() })
    } catch (error) {
      setResult({ ok: false, message: ceremonyMessage(error) })
    } finally {
      inFlight.current = false
      setBusy(null)
    }
  }

  const add = (event: FormEvent) => {
    event.preventDefault()
    const label = name.trim()
    if (!label) return setResult({ ok: false, message: text.missingName })
    void run('add', async () => {
      const { startPasskeyRegistration } = await call(StartPasskeyRegistrationDocument, {})
      const optionsJSON = JSON.parse(startPasskeyRegistration.options) as PublicKeyCredentialCreationOptionsJSON
      const response = await startRegistration({ optionsJSON })
      const { finishPasskeyRegistration } = await call(FinishPasskeyRegistrationDocument, {
        response: JSON.stringify(response),
        name: label,
      })
      setName('')
      query.reload()
      return text.registered(finishPasskeyRegistration.name)
    })
  }

  const remove = (id: string) =>
    void run(id, async () => {
      const gone = query.data?.staffPasskeys.find((key) => key.id === id)
      const { removePasskey } = await call(RemovePasskeyDocument, { id })
      query.setData({ staffPasskeys: removePasskey })
      return text.removed(gone?.name ?? '')
    })

  return (
    <Stack space={4} style={{ maxWidth: 640 }}>
      <Heading as="h2" size={1}>
        {text.heading}
      </Heading>
      <Text size={1} muted>
        {text.intro}
      </Text>
      {query.loading && !query.data ? (
        <Box>
          <Spinner muted />
        </Box>
      ) : query.error && !query.data ? (
        <Card tone="critical" padding={3} radius={2} role="alert">
          <Text size={1}>{errorMessage(query.error)}</Text>
        </Card>
      ) : (
        <PasskeyList
          passkeys={query.data?.staffPasskeys ?? []}
          busyId={busy === 'add' ? null : busy}
          onRemove={remove}
        />
      )}
      <form onSubmit={add} noValidate>
        <Flex gap={3} align="flex-end" wrap="wrap">
          <InputField
            label={text.name}
            hint={text.nameHint}
            value={name}
            maxLength={60}
            onValue={setName}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" text={busy === 'add' ? text.adding : text.add} disabled={Boolean(busy)} />
        </Flex>
      </form>
      {result ? (
        <Card tone={result.ok ? 'positive' : 'critical'} padding={3} radius={2} role={result.ok ? 'status' : 'alert'}>
          <Text size={1}>{result.message}</Text>
        </Card>
      ) : null}
    </Stack>
  )
}
