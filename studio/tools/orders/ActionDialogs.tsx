/** The four actions on an order, each in its own dialog: Mark shipped, Refund, Cancel, Resend confirmation. */
import { Box, Button, Card, Dialog, Flex, Select, Stack, Text, TextArea } from '@sanity/ui'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Field, InputField } from './Field'
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
import { useOrderAction, type OrderAction } from './useOrderAction'
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

/** Why a refund or a cancellation is made; the shop records it with the event. */
function ReasonField(props: { label: string; value: string; onValue: (value: string) => void }) {
  return (
    <Field label={props.label}>
      {(id) => (
        <TextArea id={id} rows={3} value={props.value} onChange={(event) => props.onValue(event.currentTarget.value)} />
      )}
    </Field>
  )
}

/**
 * Each action's confirm button. Refund and cancel confirm in red; Sanity UI's solid primary and critical buttons miss
 * 4.5:1 contrast.
 */
const CONFIRM: Record<ActionKind, { label: string; tone: 'default' | 'critical' }> = {
  ship: { label: text.confirmShip, tone: 'default' },
  refund: { label: text.confirmRefund, tone: 'critical' },
  cancel: { label: text.confirmCancel, tone: 'critical' },
  resend: { label: text.confirmResend, tone: 'default' },
}

/** The frame every action dialog shares: the form, its error and a submit button that is off while in flight. */
function ActionForm(props: {
  kind: ActionKind
  dialog: DialogProps
  action: OrderAction
  /** What is wrong with the form before it is sent (a missing field); otherwise the action's own error shows. */
  invalid?: string | null
  onSubmit: () => Promise<void>
  children?: ReactNode
}) {
  const { busy } = props.action
  const error = props.invalid ?? props.action.error
  const { onClose } = props.dialog
  const confirm = CONFIRM[props.kind]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void props.onSubmit()
  }
  return (
    <Dialog
      id={`orders-${props.kind}`}
      header={`${text[props.kind]}: ${props.dialog.order.number}`}
      onClose={busy ? undefined : onClose}
      width={1}
    >
      <Box padding={4} as="form" onSubmit={submit} noValidate>
        <Stack space={4}>
          {props.children}
          {error ? (
            <Card tone="critical" padding={3} radius={2} role="alert">
              <Text size={1}>{error}</Text>
            </Card>
          ) : null}
          <Flex gap={2} justify="flex-end">
            <Button mode="bleed" text={text.close} onClick={onClose} disabled={busy} />
            <Button
              type="submit"
              tone={confirm.tone}
              mode={confirm.tone === 'critical' ? 'ghost' : 'default'}
              text={busy ? text.working : confirm.label}
              disabled={busy}
              loading={busy}
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
    <ActionForm kind="ship" dialog={props} action={action} invalid={missing} onSubmit={submit}>
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
        <InputField label={text.otherCarrierName} value={otherCarrier} onValue={setOtherCarrier} />
      ) : null}
      <InputField label={text.trackingNumber} value={trackingNumber} autoComplete="off" onValue={setTrackingNumber} />
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
    <ActionForm kind="refund" dialog={props} action={action} invalid={invalid} onSubmit={submit}>
      <InputField
        label={text.amount}
        hint={text.amountHint(formatMoney(order.refundable, order.currency))}
        inputMode="decimal"
        value={amount}
        onValue={setAmount}
      />
      <ReasonField label={text.reason} value={reason} onValue={setReason} />
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
    <ActionForm kind="cancel" dialog={props} action={action} invalid={invalid} onSubmit={submit}>
      <Text size={1}>{text.cancelWarning}</Text>
      <ReasonField label={text.cancelReason} value={reason} onValue={setReason} />
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
    <ActionForm kind="resend" dialog={props} action={action} onSubmit={submit}>
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
