/**
 * One order: what to pack (lines with size and colour), the amounts, where it goes, how it was paid, every event
 * with who did it, and the actions its state allows (the shop's canShip/canRefund/canCancel).
 */
import { ArrowLeftIcon } from '@sanity/icons'
import { Box, Button, Card, Flex, Grid, Heading, Spinner, Stack, Text, useToast } from '@sanity/ui'
import { useState } from 'react'
// The shop's one GST rule (docs/product.md §10.8): the tool shows the figure the invoice and the mails show.
import { gstIncluded } from '../../../lib/gst'
import { ACTION_DIALOGS, type ActionKind } from './ActionDialogs'
import { errorMessage } from './api'
import { addressLines, formatDateTime, formatMoney } from './format'
import { ordersText } from './messages'
import { StaffOrderDocument, type StaffOrderDetailFragment } from './operations.generated'
import { ReturnCard } from './ReturnCard'
import { StatusBadges } from './StatusBadges'
import { useStaffQuery } from './useStaffQuery'

const text = ordersText.detail

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Card padding={4} radius={2} border as="section" aria-label={props.title}>
      <Stack space={4}>
        <Heading as="h2" size={0}>
          {props.title}
        </Heading>
        {props.children}
      </Stack>
    </Card>
  )
}

function Lines({ order }: { order: StaffOrderDetailFragment }) {
  const amounts: Array<[string, number]> = [
    [text.subtotal, order.subtotal],
    // The discount code's line (docs/product.md §20); each line's share of it is under the line.
    ...(order.discountCode && order.discount > 0
      ? [[text.discount(order.discountCode), -order.discount] as [string, number]]
      : []),
    [text.shipping, order.shipping],
    [text.total, order.total],
    [text.gstIncluded, gstIncluded(order.total)],
  ]
  if (order.refunded > 0) amounts.push([text.refunded, -order.refunded])
  return (
    <Section title={text.items}>
      <Stack space={3} as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {order.lines.map((line, index) => (
          <Flex as="li" key={`${line.slug ?? line.name}-${index}`} gap={3} justify="space-between">
            <Stack space={2}>
              <Text weight="medium">{line.name}</Text>
              <Text size={1} muted>
                {[
                  line.size ? `${text.size}: ${line.size}` : null,
                  line.colour ? `${text.colour}: ${line.colour}` : null,
                  `${text.quantity}: ${line.quantity}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Stack space={2}>
              <Text size={1}>{formatMoney(line.lineTotal, order.currency)}</Text>
              {line.discountAmount > 0 ? (
                <Text size={1} muted>
                  {text.paidAfterDiscount(formatMoney(line.lineTotal - line.discountAmount, order.currency))}
                </Text>
              ) : null}
            </Stack>
          </Flex>
        ))}
      </Stack>
      <Stack space={2}>
        {amounts.map(([label, cents]) => (
          <Flex key={label} justify="space-between">
            <Text size={1} weight={label === text.total ? 'semibold' : 'regular'}>
              {label}
            </Text>
            <Text size={1} weight={label === text.total ? 'semibold' : 'regular'}>
              {formatMoney(cents, order.currency)}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Section>
  )
}

function Customer({ order }: { order: StaffOrderDetailFragment }) {
  const lines = addressLines(order.shippingAddress)
  return (
    <Section title={text.shippingAddress}>
      <Stack space={2} data-testid="shipping-address">
        {lines.length ? (
          lines.map((line, index) => (
            <Text key={index} size={1}>
              {line}
            </Text>
          ))
        ) : (
          <Text size={1} muted>
            {text.noAddress}
          </Text>
        )}
      </Stack>
      <Stack space={2}>
        <Text size={1} weight="medium">
          {text.customer}
        </Text>
        <Text size={1}>{[order.customerName, order.email].filter(Boolean).join(' · ')}</Text>
      </Stack>
      <Stack space={2}>
        <Text size={1} weight="medium">
          {text.payment}
        </Text>
        <Text size={1}>
          {[
            text.paymentSummary(order.provider, order.test),
            order.refunded > 0 ? text.refundedSoFar(formatMoney(order.refunded, order.currency)) : null,
            order.disputed ? text.disputed : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      {order.invoiceUrl ? (
        <Stack space={2}>
          <Text size={1} weight="medium">
            {text.taxInvoice}
          </Text>
          <Text size={1}>
            <a href={order.invoiceUrl} target="_blank" rel="noreferrer" data-testid="tax-invoice-link">
              {text.openTaxInvoice}
            </a>
          </Text>
        </Stack>
      ) : null}
      {order.tracking ? (
        <Stack space={2}>
          <Text size={1} weight="medium">
            {text.tracking}
          </Text>
          <Text size={1}>
            {order.tracking.url ? (
              <a href={order.tracking.url} target="_blank" rel="noreferrer">
                {`${order.tracking.carrier} ${order.tracking.number}`}
              </a>
            ) : (
              `${order.tracking.carrier} ${order.tracking.number}`
            )}
          </Text>
        </Stack>
      ) : null}
    </Section>
  )
}

function Timeline({ order }: { order: StaffOrderDetailFragment }) {
  return (
    <Section title={text.timeline}>
      <Stack space={3} as="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="order-timeline">
        {order.timeline.map((event) => (
          <Stack as="li" key={event.id} space={2}>
            <Text size={1}>{event.message}</Text>
            <Text size={1} muted>
              {[formatDateTime(event.at), text.by(event.actorName ?? ordersText.actors[event.actor] ?? event.actor)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Section>
  )
}

function Actions(props: { order: StaffOrderDetailFragment; onAction: (kind: ActionKind) => void }) {
  const { order } = props
  const actions = ordersText.actions
  // A button's words and what it does; the server says which actions the order allows now.
  const action = (kind: ActionKind, allowed = true) => ({
    text: actions[kind],
    disabled: !allowed,
    onClick: () => props.onAction(kind),
  })
  return (
    <Flex gap={2} wrap="wrap" role="group" aria-label={text.actions}>
      <Button {...action('ship', order.canShip)} />
      <Button tone="critical" mode="ghost" {...action('refund', order.canRefund)} />
      <Button tone="critical" mode="ghost" {...action('cancel', order.canCancel)} />
      <Button mode="ghost" {...action('resend')} />
    </Flex>
  )
}

/** The order's returns (docs/operations.md, "Returns"), each with the steps its state allows. */
function Returns(props: { order: StaffOrderDetailFragment; onReturn?: ReturnHandlers | undefined }) {
  const { order, onReturn } = props
  if (order.returns.length === 0) return null
  return (
    <Section title={ordersText.returns.section}>
      {order.returns.map((ret) => (
        <ReturnCard
          key={ret.id}
          ret={ret}
          currency={order.currency}
          onDone={onReturn?.onDone ?? (() => undefined)}
          onConflict={onReturn?.onConflict ?? (() => undefined)}
        />
      ))}
    </Section>
  )
}

interface ReturnHandlers {
  onDone: (order: StaffOrderDetailFragment, message: string) => void
  onConflict: () => void
}

export function OrderDetailView(props: {
  order: StaffOrderDetailFragment
  onBack: () => void
  onAction: (kind: ActionKind) => void
  onReturn?: ReturnHandlers
}) {
  const { order } = props
  return (
    <Stack space={4}>
      <Flex align="center" gap={3} wrap="wrap">
        <Button mode="bleed" icon={ArrowLeftIcon} text={text.back} onClick={props.onBack} />
        <Heading as="h1" size={2}>
          {ordersText.list.columns.number} {order.number}
        </Heading>
        <StatusBadges order={order} />
        <Text size={1} muted>
          {formatDateTime(order.createdAt)}
        </Text>
      </Flex>
      {order.flags.map((flag) => (
        <Card key={flag} tone="caution" padding={3} radius={2}>
          <Text size={1}>{ordersText.flags[flag] ?? flag}</Text>
        </Card>
      ))}
      <Actions order={order} onAction={props.onAction} />
      <Grid columns={[1, 1, 2]} gap={4}>
        <Stack space={4}>
          <Lines order={order} />
          <Returns order={order} onReturn={props.onReturn} />
          <Customer order={order} />
        </Stack>
        <Timeline order={order} />
      </Grid>
    </Stack>
  )
}

export function OrderDetail(props: { id: string; onBack: () => void }) {
  const toast = useToast()
  const query = useStaffQuery(StaffOrderDocument, { id: props.id })
  const [action, setAction] = useState<ActionKind | null>(null)
  const order = query.data?.staffOrder

  if (query.loading && !order)
    return (
      <Flex justify="center" padding={5}>
        <Spinner muted aria-label={text.loading} />
      </Flex>
    )
  if (!order)
    return (
      <Stack space={4}>
        <Box>
          <Button mode="bleed" icon={ArrowLeftIcon} text={text.back} onClick={props.onBack} />
        </Box>
        <Card tone="critical" padding={3} radius={2} role="alert">
          <Text size={1}>{query.error ? errorMessage(query.error) : ordersText.errors.notFound}</Text>
        </Card>
      </Stack>
    )
  const Dialog = action ? ACTION_DIALOGS[action] : null
  return (
    <>
      {query.error ? (
        <Card tone="critical" padding={3} radius={2} role="alert" marginBottom={4}>
          <Text size={1}>{errorMessage(query.error)}</Text>
        </Card>
      ) : null}
      <OrderDetailView
        order={order}
        onBack={props.onBack}
        onAction={setAction}
        onReturn={{
          onConflict: query.reload,
          onDone: (updated, message) => {
            query.setData({ staffOrder: updated })
            toast.push({ status: 'success', title: message })
          },
        }}
      />
      {Dialog ? (
        <Dialog
          order={order}
          onClose={() => setAction(null)}
          onConflict={query.reload}
          onDone={(updated, message) => {
            query.setData({ staffOrder: updated })
            setAction(null)
            toast.push({ status: 'success', title: message })
          }}
        />
      ) : null}
    </>
  )
}
