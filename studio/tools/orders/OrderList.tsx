/**
 * The orders, newest first, with a search (number, e-mail, name), a status filter and a date range; all of them, or
 * the Unfulfilled view: paid (or test) orders not shipped or cancelled yet, what is left to pack.
 */
import { SearchIcon, SyncIcon } from '@sanity/icons'
import { Badge, Box, Button, Card, Flex, Grid, Select, Spinner, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { errorMessage } from './api'
import { Field, InputField } from './Field'
import { formatDateTime, formatMoney, statusLabel } from './format'
import { ordersText } from './messages'
import {
  StaffOrdersDocument,
  type OrderStatus,
  type StaffOrderSummaryFragment,
  type StaffOrdersFilter,
} from './operations.generated'
import { useStaffCall } from './StaffApiContext'
import { StatusBadges } from './StatusBadges'

const text = ordersText.list
const PAGE_SIZE = 25
const SEARCH_DELAY_MS = 300
const STATUSES: OrderStatus[] = [
  'paid',
  'test',
  'shipped',
  'partially_refunded',
  'refunded',
  'cancelled',
  'payment_pending',
  'payment_failed',
]

export type OrderView = 'all' | 'unfulfilled'

export interface OrderFilters {
  view: OrderView
  search: string
  status: OrderStatus | ''
  from: string
  to: string
}

export const NO_FILTERS: OrderFilters = { view: 'all', search: '', status: '', from: '', to: '' }

/** What is left to pack: paid (or test-paid) orders, partly refunded ones too, neither shipped nor cancelled. */
const UNFULFILLED: StaffOrdersFilter = {
  fulfilmentStatus: ['unfulfilled'],
  paymentStatus: ['paid', 'test', 'partly_refunded'],
}

function toFilter(filters: OrderFilters): StaffOrdersFilter {
  return {
    ...(filters.view === 'unfulfilled' ? UNFULFILLED : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: [filters.status] } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  }
}

interface Page {
  orders: StaffOrderSummaryFragment[]
  totalCount: number
  endCursor: string | null | undefined
  hasNextPage: boolean
}

function useOrderPages(filters: OrderFilters, generation: number) {
  const call = useStaffCall()
  const [page, setPage] = useState<Page | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  const key = JSON.stringify(filters)

  const load = async (after: string | null | undefined, signal?: AbortSignal) => {
    setLoading(true)
    try {
      const { staffOrders } = await call(
        StaffOrdersDocument,
        { filter: toFilter(JSON.parse(key) as OrderFilters), first: PAGE_SIZE, after },
        signal,
      )
      setPage((previous) => ({
        orders: after && previous ? [...previous.orders, ...staffOrders.nodes] : staffOrders.nodes,
        totalCount: staffOrders.totalCount,
        endCursor: staffOrders.endCursor,
        hasNextPage: staffOrders.hasNextPage,
      }))
      setError(null)
    } catch (caught) {
      if (signal?.aborted) return
      setError(caught)
    }
    setLoading(false)
  }

  useEffect(() => {
    const controller = new AbortController()
    void load(null, controller.signal)
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` reads the filters through `key`
  }, [key, generation, call])

  return { page, error, loading, loadMore: () => void load(page?.endCursor) }
}

const COLUMNS = [1, 1, 5]

/** The list's column names (the rows name themselves to screen readers, so these are for the eye). */
function ColumnHeaders() {
  const { columns } = text
  return (
    <Box paddingX={3} aria-hidden="true">
      <Grid columns={COLUMNS} gap={3}>
        {[columns.number, columns.date, columns.customer, columns.status].map((name) => (
          <Text key={name} size={1} weight="semibold" muted>
            {name}
          </Text>
        ))}
        <Text size={1} weight="semibold" muted align="right">
          {columns.total}
        </Text>
      </Grid>
    </Box>
  )
}

function OrderRow(props: { order: StaffOrderSummaryFragment; onOpen: (id: string) => void }) {
  const { order } = props
  const state = `${ordersText.payment[order.paymentStatus]}, ${ordersText.fulfilment[order.fulfilmentStatus]}`
  return (
    <Card
      as="button"
      type="button"
      padding={3}
      radius={2}
      onClick={() => props.onOpen(order.id)}
      aria-label={`Order ${order.number}, ${state}, ${order.customerName ?? order.email ?? ''}`}
      data-testid="order-row"
      style={{ width: '100%', textAlign: 'left', cursor: 'pointer' }}
    >
      <Grid columns={COLUMNS} gap={3}>
        <Text weight="semibold">{order.number}</Text>
        <Text size={1} muted>
          {formatDateTime(order.createdAt)}
        </Text>
        <Stack space={2}>
          <Text size={1} textOverflow="ellipsis">
            {order.customerName ?? '—'}
          </Text>
          <Text size={1} muted textOverflow="ellipsis">
            {order.email ?? ''}
          </Text>
        </Stack>
        <Flex gap={2} wrap="wrap" align="flex-start">
          <StatusBadges order={order} />
          {order.flags.length > 0 ? <Badge tone="critical">{ordersText.flags.needsAttention}</Badge> : null}
        </Flex>
        <Text size={1} align="right">
          {formatMoney(order.total, order.currency)}
        </Text>
      </Grid>
    </Card>
  )
}

/** All orders, or the Unfulfilled view (what is left to pack). */
function ViewSwitch(props: { view: OrderView; onView: (view: OrderView) => void }) {
  const views: OrderView[] = ['all', 'unfulfilled']
  return (
    <Flex gap={2} role="group" aria-label={ordersText.views.label}>
      {views.map((view) => (
        <Button
          key={view}
          mode={props.view === view ? 'default' : 'ghost'}
          aria-pressed={props.view === view}
          text={ordersText.views[view]}
          onClick={() => props.onView(view)}
        />
      ))}
    </Flex>
  )
}

export function OrderList(props: {
  filters: OrderFilters
  onFiltersChange: (filters: OrderFilters) => void
  onOpen: (id: string) => void
}) {
  const [search, setSearch] = useState(props.filters.search)
  const [generation, setGeneration] = useState(0)
  const { page, error, loading, loadMore } = useOrderPages(props.filters, generation)
  const { filters, onFiltersChange } = props

  // Typing searches once the staff member pauses, not on every keystroke (staff calls are rate-limited).
  useEffect(() => {
    if (search === filters.search) return
    const timer = setTimeout(() => onFiltersChange({ ...filters, search }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search, filters, onFiltersChange])

  return (
    <Stack space={4}>
      <ViewSwitch view={filters.view} onView={(view) => onFiltersChange({ ...filters, view })} />
      <Grid columns={[1, 2, 5]} gap={3}>
        <InputField
          label={text.search}
          style={{ gridColumn: 'span 2' }}
          icon={SearchIcon}
          type="search"
          placeholder={text.searchPlaceholder}
          value={search}
          onValue={setSearch}
        />
        <Field label={text.status}>
          {(id) => (
            <Select
              id={id}
              value={filters.status}
              onChange={(event) =>
                onFiltersChange({ ...filters, status: event.currentTarget.value as OrderStatus | '' })
              }
            >
              <option value="">{text.anyStatus}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {(['from', 'to'] as const).map((bound) => (
          <InputField
            key={bound}
            label={text[bound]}
            type="date"
            value={filters[bound]}
            onValue={(value) => onFiltersChange({ ...filters, [bound]: value })}
          />
        ))}
      </Grid>
      <Flex align="center" justify="space-between">
        <Text size={1} muted aria-live="polite">
          {page ? text.count(page.totalCount) : ''}
        </Text>
        <Button
          mode="bleed"
          icon={SyncIcon}
          text={text.refresh}
          disabled={loading}
          onClick={() => setGeneration((n) => n + 1)}
        />
      </Flex>
      {error ? (
        <Card tone="critical" padding={3} radius={2} role="alert">
          <Text size={1}>{errorMessage(error)}</Text>
        </Card>
      ) : null}
      {page && page.orders.length === 0 && !loading ? (
        <Card padding={4} radius={2} tone="transparent">
          <Text muted align="center">
            {text.empty}
          </Text>
        </Card>
      ) : null}
      {page && page.orders.length > 0 ? <ColumnHeaders /> : null}
      <Stack space={1} as="ul" aria-label={ordersText.toolTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {page?.orders.map((order) => (
          <Box as="li" key={order.id}>
            <OrderRow order={order} onOpen={props.onOpen} />
          </Box>
        ))}
      </Stack>
      {loading ? (
        <Flex justify="center" padding={3}>
          <Spinner muted aria-label={text.loading} />
        </Flex>
      ) : page?.hasNextPage ? (
        <Flex justify="center">
          <Button mode="ghost" text={text.loadMore} onClick={loadMore} />
        </Flex>
      ) : null}
    </Stack>
  )
}
