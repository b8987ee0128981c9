/**
 * One return in the Orders tool (docs/operations.md, "Returns"): its lines (refund or exchange), state, and the steps
 * its state allows: approve, reject with a reason the shopper reads, mark received (the refund lines are refunded
 * then; pressed again it retries a refund that failed), ship the exchange. The shop decides again on every step.
 */
import { Button, Card, Flex, Select, Stack, Text, TextArea } from '@sanity/ui'
import { useState } from 'react'
import { Field, InputField } from './Field'
import { formatMoney } from './format'
import { ordersText } from './messages'
import {
  ApproveReturnDocument,
  ReceiveReturnDocument,
  RejectReturnDocument,
  ShipExchangeDocument,
  StaffCarriersDocument,
  type StaffOrderDetailFragment,
  type StaffReturnFieldsFragment,
} from './operations.generated'
import { useStaffCall } from './StaffApiContext'
import { useOrderAction } from './useOrderAction'
import { useStaffQuery } from './useStaffQuery'

const text = ordersText.returns

const variant = (v: { size?: string | null; colour?: string | null }) =>
  [v.size ? `size ${v.size}` : null, v.colour].filter(Boolean).join(', ')

export function ReturnLines({ ret, currency }: { ret: StaffReturnFieldsFragment; currency: string }) {
  return (
    <Stack space={2} as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {ret.lines.map((l) => (
        <Text as="li" size={1} key={l.lineId}>
          {text.line(l.quantity, l.name, variant(l), text.reasons[l.reason])} ·{' '}
          {l.exchangeFor
            ? text.exchange(variant(l.exchangeFor))
            : text.refund(formatMoney(l.unitAmount * l.quantity, currency))}
        </Text>
      ))}
    </Stack>
  )
}

type Step = 'reject' | 'ship' | null

export function ReturnCard(props: {
  ret: StaffReturnFieldsFragment
  currency: string
  onDone: (order: StaffOrderDetailFragment, message: string) => void
  onConflict: () => void
}) {
  const { ret } = props
  const call = useStaffCall()
  const action = useOrderAction(props.onConflict)
  const [step, setStep] = useState<Step>(null)
  const [reason, setReason] = useState('')
  const exchange = ret.lines.some((l) => l.exchangeFor)
  const run = async (send: () => Promise<StaffOrderDetailFragment>, message: string) => {
    const order = await action.run(send)
    if (order) props.onDone(order, message)
  }
  const approve = () =>
    run(async () => (await call(ApproveReturnDocument, { id: ret.id })).approveReturn, text.approved)
  const receive = () =>
    run(async () => (await call(ReceiveReturnDocument, { id: ret.id })).receiveReturn, text.received)
  const reject = () =>
    reason.trim()
      ? run(
          async () => (await call(RejectReturnDocument, { id: ret.id, reason: reason.trim() })).rejectReturn,
          text.rejected,
        )
      : undefined
  const open = ret.status === 'requested' || ret.status === 'approved'
  return (
    <Card padding={3} radius={2} border aria-label={ret.number} data-testid="staff-return">
      <Stack space={3}>
        <Flex gap={2} wrap="wrap" align="center">
          <Text weight="semibold">{ret.number}</Text>
          <Text size={1} muted>
            {text.status[ret.status]}
          </Text>
        </Flex>
        <ReturnLines ret={ret} currency={props.currency} />
        {ret.rejectionReason ? <Text size={1}>{text.declined(ret.rejectionReason)}</Text> : null}
        {ret.refunded > 0 ? <Text size={1}>{text.refunded(formatMoney(ret.refunded, props.currency))}</Text> : null}
        {ret.exchangeTracking ? (
          <Text size={1}>{text.exchangeTracking(ret.exchangeTracking.carrier, ret.exchangeTracking.number)}</Text>
        ) : null}
        <Flex gap={2} wrap="wrap" role="group" aria-label={`${ret.number} ${ordersText.detail.actions}`}>
          {ret.status === 'requested' ? <Button text={text.approve} onClick={approve} disabled={action.busy} /> : null}
          {open ? <Button text={text.receive} onClick={receive} disabled={action.busy} /> : null}
          {ret.status === 'received' && !exchange ? (
            <Button text={text.retryRefund} onClick={receive} disabled={action.busy} />
          ) : null}
          {ret.status === 'received' && exchange ? (
            <Button text={text.shipExchange} onClick={() => setStep('ship')} disabled={action.busy} />
          ) : null}
          {open ? (
            <Button
              tone="critical"
              mode="ghost"
              text={text.reject}
              onClick={() => setStep('reject')}
              disabled={action.busy}
            />
          ) : null}
        </Flex>
        {step === 'reject' ? (
          <Stack space={2}>
            <Field label={text.rejectReason}>
              {(id) => <TextArea id={id} rows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />}
            </Field>
            <Flex>
              <Button tone="critical" mode="ghost" text={text.confirmReject} onClick={reject} disabled={action.busy} />
            </Flex>
          </Stack>
        ) : null}
        {step === 'ship' ? <ShipExchangeForm id={ret.id} run={run} busy={action.busy} /> : null}
        {action.error ? (
          <Card tone="critical" padding={3} radius={2} role="alert">
            <Text size={1}>{action.error}</Text>
          </Card>
        ) : null}
      </Stack>
    </Card>
  )
}

function ShipExchangeForm(props: {
  id: string
  busy: boolean
  run: (send: () => Promise<StaffOrderDetailFragment>, message: string) => Promise<void>
}) {
  const call = useStaffCall()
  const carriers = useStaffQuery(StaffCarriersDocument, {})
  const [carrier, setCarrier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const actions = ordersText.actions
  const ship = () =>
    carrier && trackingNumber.trim()
      ? props.run(
          async () =>
            (await call(ShipExchangeDocument, { id: props.id, carrier, trackingNumber: trackingNumber.trim() }))
              .shipExchange,
          text.exchangeShipped,
        )
      : undefined
  return (
    <Stack space={2}>
      <Field label={actions.carrier}>
        {(id) => (
          <Select id={id} value={carrier} onChange={(e) => setCarrier(e.currentTarget.value)}>
            <option value="">{actions.chooseCarrier}</option>
            {carriers.data?.staffCarriers.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <InputField
        label={actions.trackingNumber}
        value={trackingNumber}
        autoComplete="off"
        onValue={setTrackingNumber}
      />
      <Flex>
        <Button text={text.shipExchange} onClick={ship} disabled={props.busy} />
      </Flex>
    </Stack>
  )
}
