/** The alerts an account sees on its page, and cancels there. */
import { and, eq, sql } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { stockAlerts, type User } from '../db/schema/index'
import { mine, type AlertsDeps } from './context'
import { toAlertView, type StockAlertView } from './view'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The alerts of the account, newest first: asked for while signed in, or for its verified address. */
export async function alertsOf(
  deps: AlertsDeps,
  user: User,
  locale: Locale = DEFAULT_LOCALE,
): Promise<StockAlertView[]> {
  const rows = await deps.db
    .select()
    .from(stockAlerts)
    .where(mine(user))
    .orderBy(sql`${stockAlerts.createdAt} desc`)
  return rows.map((row) => toAlertView(row, locale))
}

/** Whether an alert of the account was cancelled (an id that is not one of its alerts cancels nothing). */
export async function cancelAlert(deps: AlertsDeps, user: User, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false
  const gone = await deps.db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), mine(user)))
    .returning({ id: stockAlerts.id })
  return gone.length > 0
}
