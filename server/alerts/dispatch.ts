/**
 * Sends back-in-stock alerts (docs/product.md §16.5): after every content change (the embedded lake's publish,
 * hosted Sanity's listener or webhook: the content service's change notices), on confirmation, and every few minutes
 * as a safety net, the variants with waiting alerts are checked; each alert of a variant with units left is claimed
 * by one conditional UPDATE (`notified_at` null → now) and mailed once. Two instances may check at the same time:
 * PostgreSQL lets only one UPDATE claim a row, so no alert is mailed twice. Expired alerts are deleted here too.
 */
import { and, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { variantLabel } from '@/lib/catalogue/variants'
import { stockAlerts } from '../db/schema/index'
import { backInStockMail } from '../mail/index'
import type { AlertsDeps } from './service'
import type { Locale } from '@/lib/i18n/locale'
import { routesIn } from '@/lib/routes'

export const ALERT_SWEEP_EVERY_MS = 5 * 60_000

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

export function createAlertDispatcher(deps: AlertsDeps) {
  const now = deps.now ?? (() => new Date())
  const log = deps.logger.child({ module: 'alerts' })

  /** One pass: returns how many alerts this instance claimed and mailed. */
  async function check(): Promise<number> {
    const at = now()
    await deps.db
      .delete(stockAlerts)
      .where(
        or(lt(stockAlerts.expiresAt, at), and(isNull(stockAlerts.confirmedAt), lt(stockAlerts.confirmExpiresAt, at))),
      )
    const waiting = await deps.db
      .selectDistinct({ priceId: stockAlerts.priceId })
      .from(stockAlerts)
      .where(and(isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt), gt(stockAlerts.expiresAt, at)))
    if (waiting.length === 0) return 0
    const left = await deps.unitsLeft(waiting.map((w) => w.priceId))
    const back = waiting.map((w) => w.priceId).filter((id) => (left[id] ?? 0) > 0)
    if (back.length === 0) return 0
    const claimed = await deps.db
      .update(stockAlerts)
      .set({ notifiedAt: at })
      .where(
        and(
          inArray(stockAlerts.priceId, back),
          isNotNull(stockAlerts.confirmedAt),
          isNull(stockAlerts.notifiedAt),
          gt(stockAlerts.expiresAt, at),
        ),
      )
      .returning()
    for (const alert of claimed) {
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
    if (claimed.length) log.info({ sent: claimed.length }, 'back-in-stock alerts sent')
    return claimed.length
  }

  // One pass at a time; a request during a pass makes one more pass after it.
  let running: Promise<void> | undefined
  let again = false
  function schedule(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await check().catch((err: unknown) => log.error({ err }, 'back-in-stock check failed'))
      } while (again)
      running = undefined
    })()
    return running
  }

  let timer: NodeJS.Timeout | undefined
  return {
    check,
    schedule,
    /** Resolves when no pass is running (tests, shutdown). */
    settled: async () => {
      while (running) await running
    },
    start(onContentChange: (listener: () => void) => () => void): () => void {
      const unsubscribe = onContentChange(() => void schedule())
      timer = setInterval(() => void schedule(), ALERT_SWEEP_EVERY_MS)
      timer.unref()
      void schedule()
      return () => {
        unsubscribe()
        if (timer) clearInterval(timer)
      }
    },
  }
}

export type AlertDispatcher = ReturnType<typeof createAlertDispatcher>
