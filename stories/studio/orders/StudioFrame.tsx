/**
 * What the Studio gives a tool (its Sanity UI theme, layers for dialogs, toasts) and a shop that answers the
 * Orders tool's operations from fixtures, so its panels render in Storybook without a Studio or a shop.
 */
import { LayerProvider, ThemeProvider, ToastProvider } from '@sanity/ui'
import { buildTheme } from '@sanity/ui/theme'
import type { Decorator } from '@storybook/react-vite'
import { StaffApiError } from '@/studio/tools/orders/api'
import { StaffCallProvider, type StaffCall } from '@/studio/tools/orders/StaffApiContext'
import {
  staffLowStock,
  staffOrderReturnReceived,
  staffOrderSummaries,
  staffOrderWithReturn,
  staffPaidOrder,
  staffRequestedReturn,
  staffShippedOrder,
} from '@/tests/fixtures/staffOrders'

const theme = buildTheme()

/** Two passkeys of the signed-in member: one used, one not yet. */
export const fixturePasskeys = [
  {
    id: 'cred-laptop',
    name: 'Work laptop',
    createdAt: '2026-11-20T09:15:00.000Z',
    lastUsedAt: '2026-11-28T08:02:00.000Z',
  },
  { id: 'cred-phone', name: 'Phone', createdAt: '2026-11-27T16:40:00.000Z', lastUsedAt: null },
]

/** Answers by operation name; `failWith` makes every call fail as the shop would (e.g. RATE_LIMITED). */
export function fixtureShop(failWith?: StaffApiError): StaffCall {
  const answers: Record<string, unknown> = {
    StaffOrders: {
      staffOrders: { nodes: staffOrderSummaries, totalCount: 3, endCursor: null, hasNextPage: false },
    },
    StaffOrder: { staffOrder: staffPaidOrder },
    StaffCarriers: { staffCarriers: [{ code: 'auspost', name: 'Australia Post' }] },
    ShipOrder: { shipOrder: staffShippedOrder },
    StaffLowStock: { staffLowStock },
    StaffReturns: { staffReturns: [staffRequestedReturn] },
    ApproveReturn: {
      approveReturn: {
        ...staffOrderWithReturn,
        returns: [{ ...staffRequestedReturn, status: 'approved' }],
      },
    },
    ReceiveReturn: { receiveReturn: staffOrderReturnReceived },
    StaffPasskeys: { staffPasskeys: fixturePasskeys },
    RemovePasskey: { removePasskey: fixturePasskeys.slice(1) },
    StaffSubscribersCsv: {
      staffSubscribersCsv: { csv: 'email,confirmed_at\n', count: 0, filename: 'subscribers.csv' },
    },
  }
  return (async (document: unknown) => {
    if (failWith) throw failWith
    const name = /(?:query|mutation) (\w+)/.exec(String(document))?.[1] ?? ''
    if (!(name in answers)) throw new StaffApiError('unexpected', `no fixture for ${name}`)
    return answers[name]
  }) as StaffCall
}

export const studioFrame =
  (call: StaffCall = fixtureShop()): Decorator =>
  (Story) => (
    <ThemeProvider theme={theme}>
      <LayerProvider>
        <ToastProvider>
          <StaffCallProvider value={call}>
            <div style={{ padding: 24 }}>
              <Story />
            </div>
          </StaffCallProvider>
        </ToastProvider>
      </LayerProvider>
    </ThemeProvider>
  )
