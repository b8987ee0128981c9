/** Confirming an alert by the link its mail carried (the double opt-in of an unproven address). */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { isConfirmedLink } from '../accounts/confirmed-link'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { stockAlertConfirmSchema } from '@/lib/validation/settings'
import { AccountError } from '../accounts/errors'
import { parseInput } from '../accounts/input'
import { hashToken } from '../accounts/tokens'
import { stockAlerts } from '../db/schema/index'
import { said, serverMessagesIn } from '../localized'
import type { AlertsContext } from './context'

export async function confirmAlert(
  ctx: AlertsContext,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ message: string }> {
  const { token } = parseInput(stockAlertConfirmSchema, input)
  const at = ctx.now()
  const [row] = await ctx.db
    .update(stockAlerts)
    // The link's hash stays until the address asks again, so a second opening (a double click, a mail scanner that
    // opened it first) says "already confirmed" rather than fail (issue 36, walk #21).
    .set({ confirmedAt: at })
    .where(
      and(
        eq(stockAlerts.confirmTokenHash, hashToken(token)),
        isNull(stockAlerts.confirmedAt),
        gt(stockAlerts.confirmExpiresAt, at),
      ),
    )
    .returning({ id: stockAlerts.id })
  if (!row) {
    if (await isConfirmedLink(ctx, stockAlerts, token))
      return { message: serverMessagesIn(locale).alerts.alreadyConfirmed }
    throw new AccountError(
      said((m) => m.alerts.invalidLink),
      'BAD_USER_INPUT',
    )
  }
  // Perhaps it is back already.
  ctx.confirmed()
  return { message: serverMessagesIn(locale).alerts.confirmed }
}
