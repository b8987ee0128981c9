/**
 * Download my data (docs/product.md §2.22): everything the shop holds about the account, as one JSON document —
 * the profile, the orders (as order history shows them, with the name and billing address given at payment), the
 * newsletter subscription and the back-in-stock alerts. Password hashes and link tokens are secrets, not data about
 * the shopper, and are left out.
 */
import { desc, eq, inArray, or } from 'drizzle-orm'
import { newsletterSubscribers, orders, stockAlerts } from '../../db/schema/index'
import type { OrdersService } from '../../orders/index'
import { sameAddress, type AccountsDeps } from '../context'
import { signedInUser } from './shared'

export const EXPORT_FORMAT = 'noor-and-thread/account-export/v1'

export async function exportData(
  deps: AccountsDeps & { orders: Pick<OrdersService, 'listForUser'> },
  token: string | undefined,
): Promise<string> {
  const user = await signedInUser(deps, token)
  const history = await deps.orders.listForUser(user.id)
  const ids = history.map((o) => o.id)
  const payment = ids.length
    ? await deps.db
        .select({ id: orders.id, email: orders.email, name: orders.customerName, billing: orders.billingAddress })
        .from(orders)
        .where(inArray(orders.id, ids))
    : []
  const byId = new Map(payment.map((p) => [p.id, p]))
  const [newsletter] = await deps.db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, user.email))
  const alerts = await deps.db
    .select()
    .from(stockAlerts)
    .where(or(eq(stockAlerts.userId, user.id), sameAddress(stockAlerts.email, user.email)))
    .orderBy(desc(stockAlerts.createdAt))
  const document = {
    format: EXPORT_FORMAT,
    exportedAt: deps.now().toISOString(),
    profile: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    },
    orders: history.map((order) => {
      const p = byId.get(order.id)
      return { ...order, email: p?.email ?? null, customerName: p?.name ?? null, billingAddress: p?.billing ?? null }
    }),
    newsletter: newsletter
      ? {
          subscribed: newsletter.confirmedAt !== null,
          since: (newsletter.confirmedAt ?? newsletter.createdAt).toISOString(),
        }
      : { subscribed: false, since: null },
    stockAlerts: alerts.map((a) => ({
      product: a.productTitle,
      productSlug: a.productSlug,
      size: a.size,
      colour: a.colour,
      email: a.email,
      confirmed: a.confirmedAt !== null,
      createdAt: a.createdAt.toISOString(),
      expiresAt: a.expiresAt.toISOString(),
      notifiedAt: a.notifiedAt?.toISOString() ?? null,
    })),
  }
  return JSON.stringify(document, null, 2)
}
