/** The four actions on an order, each in its own dialog: Mark shipped, Refund, Cancel, Resend confirmation. */
import { Box, Button, Card, Dialog, Flex, Select, Stack, Text, TextArea, TextInput } from '@sanity/ui'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { formatMoney, parseDollars } from './format'
import { ordersText } from './messages'
import {
  CancelOrderDocument,
  RefundOrderDocument,
  ResendConfirmationDocument,
  ShipOrderDocument,
  StaffCarriersDocument,
  type StaffOrderDetailFragment,
} from './operations.generated'
import { useStaffCall } from './StaffApiContext'
import { useOrderAction } from './useOrderAction'
import { useStaffQuery } from './useStaffQuery'

const text = ordersText.actions
const OTHER_CARRIER = '__other'

export type ActionKind = 'ship' | 'refund' | 'cancel' | 'resend'

interface DialogProps {
  order: StaffOrderDetailFragment
  onClose: () => void
  /** The order as the action left it (its timeline includes the new event), with the sentence to confirm it. */
  onDone: (order: StaffOrderDetailFragment, message: string) => void
  /** The shop refused because the order's state changed: reload it. */
  onConflict: () => void
}

function Field(props: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <Stack space={2}>
      <Text as="label" htmlFor={id} size={1} weight="medium">
        {props.label}
      </Text>
      {props.children(id)}
      {props.hint ? (
        <Text size={1} muted>
          {props.hint}
        </Text>
      ) : null}
    </Stack>
  )
}

/** The frame every action dialog shares: the form, its error and a submit button that is off while in flight. */
function ActionForm(props: {
  id: string
  title: string
  submit: string
  /** Refund and cancel confirm in red; Sanity UI's solid primary and critical buttons miss 4.5:1 contrast. */
  tone: 'default' | 'critical'
  busy: boolean
  error: string | null
  onClose: () => void
  onSubmit: () => void
  children?: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  return (
    <Dialog id={props.id} header={props.title} onClose={props.busy ? undefined : props.onClose} width={1}>
      <Box padding={4} as="form" onSubmit={submit} noValidate>
        <Stack space={4}>
          {props.children}
          {props.error ? (
            <Card tone="critical" padding={3} radius={2} role="alert">
              <Text size={1}>{props.error}</Text>
            </Card>
          ) : null}
          <Flex gap={2} justify="flex-end">
            <Button mode="bleed" text={text.close} onClick={props.onClose} disabled={props.busy} />
            <Button
              type="submit"
              tone={props.tone}
              mode={props.tone === 'critical' ? 'ghost' : 'default'}
              text={props.busy ? text.working : props.submit}
              disabled={props.busy}
              loading={props.busy}
            />
          </Flex>
        </Stack>
      </Box>
    </Dialog>
  )
}

export function ShipDialog(props: DialogProps) {
  const call = useStaffCall()
  const carriers = useStaffQuery(StaffCarriersDocument, {})
  const action = useOrderAction(props.onConflict)
  const [carrier, setCarrier] = useState('')
  const [otherCarrier, setOtherCarrier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const [missing, setMissing] = useState<string | null>(null)

  const submit = async () => {
    const chosen = carrier === OTHER_CARRIER ? otherCarrier.trim() : carrier
    if (!chosen) return setMissing(text.required(text.carrier))
    if (!trackingNumber.trim()) return setMissing(text.required(text.trackingNumber))
    setMissing(null)
    const order = await action.run(async () => {
      const answer = await call(ShipOrderDocument, {
        id: props.order.id,
        carrier: chosen,
        trackingNumber: trackingNumber.trim(),
      })
      return answer.shipOrder
    })
    if (order) props.onDone(order, text.shipped)
  }

  return (
    <ActionForm
      id="orders-ship"
      title={`${text.ship}: ${props.order.number}`}
      submit={text.confirmShip}
      tone="default"
      busy={action.busy}
      error={missing ?? action.error}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <Field label={text.carrier}>
        {(id) => (
          <Select id={id} value={carrier} onChange={(event) => setCarrier(event.currentTarget.value)}>
            <option value="">{text.chooseCarrier}</option>
            {carriers.data?.staffCarriers.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
            <option value={OTHER_CARRIER}>{text.otherCarrier}</option>
          </Select>
        )}
      </Field>
      {carrier === OTHER_CARRIER ? (
        <Field label={text.otherCarrierName}>
          {(id) => (
            <TextInput id={id} value={otherCarrier} onChange={(event) => setOtherCarrier(event.currentTarget.value)} />
          )}
        </Field>
      ) : null}
      <Field label={text.trackingNumber}>
        {(id) => (
          <TextInput
            id={id}
            value={trackingNumber}
            autoComplete="off"
            onChange={(event) => setTrackingNumber(event.currentTarget.value)}
          />
        )}
      </Field>
    </ActionForm>
  )
}

export function RefundDialog(props: DialogProps) {
  const call = useStaffCall()
  const action = useOrderAction(props.onConflict)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const { order } = props

  const submit = async () => {
    const cents = amount.trim() ? parseDollars(amount) : null
    if (amount.trim() && (cents === null || cents > order.refundable))
      return setInvalid(ordersText.invalidField('amount'))
    if (!reason.trim()) return setInvalid(text.required(text.reason))
    setInvalid(null)
    const updated = await action.run(async (idempotencyKey) => {
      const answer = await call(RefundOrderDocument, {
        id: order.id,
        amount: cents,
        reason: reason.trim(),
        idempotencyKey,
      })
      return answer.refundOrder
    })
    if (updated) props.onDone(updated, text.refunded)
  }

  return (
    <ActionForm
      id="orders-refund"
      title={`${text.refund}: ${order.number}`}
      submit={text.confirmRefund}
      tone="critical"
      busy={action.busy}
      error={invalid ?? action.error}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <Field label={text.amount} hint={text.amountHint(formatMoney(order.refundable, order.currency))}>
        {(id) => (
          <TextInput
            id={id}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        )}
      </Field>
      <Field label={text.reason}>
        {(id) => (
          <TextArea id={id} rows={3} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        )}
      </Field>
    </ActionForm>
  )
}

export function CancelDialog(props: DialogProps) {
  const call = useStaffCall()
  const action = useOrderAction(props.onConflict)
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)

  const submit = async () => {
    if (!reason.trim()) return setInvalid(text.required(text.cancelReason))
    setInvalid(null)
    const updated = await action.run(async () => {
      const answer = await call(CancelOrderDocument, { id: props.order.id, reason: reason.trim() })
      return answer.cancelOrder
    })
    if (updated) props.onDone(updated, text.cancelled)
  }

  return (
    <ActionForm
      id="orders-cancel"
      title={`${text.cancel}: ${props.order.number}`}
      submit={text.confirmCancel}
      tone="critical"
      busy={action.busy}
      error={invalid ?? action.error}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <Text size={1}>{text.cancelWarning}</Text>
      <Field label={text.cancelReason}>
        {(id) => (
          <TextArea id={id} rows={3} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        )}
      </Field>
    </ActionForm>
  )
}

export function ResendDialog(props: DialogProps) {
  const call = useStaffCall()
  const action = useOrderAction(props.onConflict)

  const submit = async () => {
    const updated = await action.run(async (idempotencyKey) => {
      const answer = await call(ResendConfirmationDocument, { id: props.order.id, idempotencyKey })
      return answer.resendConfirmation
    })
    if (updated) props.onDone(updated, text.resent)
  }

  return (
    <ActionForm
      id="orders-resend"
      title={`${text.resend}: ${props.order.number}`}
      submit={text.confirmResend}
      tone="default"
      busy={action.busy}
      error={action.error}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <Text size={1}>{text.resendBody}</Text>
    </ActionForm>
  )
}

export const ACTION_DIALOGS: Record<ActionKind, (props: DialogProps) => ReactNode> = {
  ship: ShipDialog,
  refund: RefundDialog,
  cancel: CancelDialog,
  resend: ResendDialog,
}
