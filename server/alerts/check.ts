/**
 * One back-in-stock pass (docs/product.md §16.5): expired alerts are deleted, and each waiting alert of a variant
 * with units left is claimed by one conditional UPDATE (`notified_at` null → now) and mailed once. Two instances may
 * check at the same time: PostgreSQL lets only one UPDATE claim a row, so no alert is mailed twice.
 */
import { and, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { variantLabel } from '@/lib/catalogue/variants'
import type { Locale } from '@/lib/i18n/locale'
import { routesIn } from '@/lib/routes'
import { stockAlerts, type StockAlertRow } from '../db/schema/index'
import type { Logger } from '../logger'
import { backInStockMail } from '../mail/index'
import type { AlertsDeps } from './context'

/** Returns how many alerts this instance claimed and mailed. */
export async function checkAlerts(deps: AlertsDeps, at: Date, log: Logger): Promise<number> {
  await deps.db
    .delete(stockAlerts)
    .where(
      or(lt(stockAlerts.expiresAt, at), and(isNull(stockAlerts.confirmedAt), lt(stockAlerts.confirmExpiresAt, at))),
    )
  const back = await variantsBack(deps, at)
  if (back.length === 0) return 0
  const claimed = await deps.db
    .update(stockAlerts)
    .set({ notifiedAt: at })
    .where(and(inArray(stockAlerts.priceId, back), waitingAt(at)))
    .returning()
  for (const alert of claimed) await mailBackInStock(deps, alert)
  if (claimed.length) log.info({ sent: claimed.length }, 'back-in-stock alerts sent')
  return claimed.length
}

/** Confirmed, not yet mailed, not expired. */
const waitingAt = (at: Date) =>
  and(isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt), gt(stockAlerts.expiresAt, at))

/** The price ids with waiting alerts that have units left now. */
async function variantsBack(deps: AlertsDeps, at: Date): Promise<string[]> {
  const waiting = await deps.db.selectDistinct({ priceId: stockAlerts.priceId }).from(stockAlerts).where(waitingAt(at))
  if (waiting.length === 0) return []
  const left = await deps.unitsLeft(waiting.map((w) => w.priceId))
  return waiting.map((w) => w.priceId).filter((id) => (left[id] ?? 0) > 0)
}

async function mailBackInStock(deps: AlertsDeps, alert: StockAlertRow): Promise<void> {
  const mail = backInStockMail({
    publicUrl: deps.publicUrl,
    productTitle: alert.productTitle,
    variant: variantLabel(alert, alert.locale),
    productUrl: productUrl(deps.publicUrl, alert),
    unsubscribeUrl: deps.unsubscribe.url(alert.email, alert.locale),
    locale: alert.locale,
  })
  await deps.mailer.enqueue({ to: alert.email, ...mail })
}

/** The product page in the alert's language, with the variant chosen. */
function productUrl(
  publicUrl: string,
  alert: { productSlug: string; size: string | null; colour: string | null; locale: Locale },
): string {
  const query = new URLSearchParams()
  if (alert.size) query.set('size', alert.size)
  if (alert.colour) query.set('colour', alert.colour)
  const search = query.toString()
  return `${publicUrl}${routesIn(alert.locale).product(alert.productSlug)}${search ? `?${search}` : ''}`
}
