/** Confirming an alert by the link its mail carried (the double opt-in of an unproven address). */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { stockAlertConfirmSchemaIn } from '@/lib/validation/settings'
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
  const { token } = parseInput(stockAlertConfirmSchemaIn, input)
  const at = ctx.now()
  const [row] = await ctx.db
    .update(stockAlerts)
    .set({ confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(stockAlerts.confirmTokenHash, hashToken(token)),
        isNull(stockAlerts.confirmedAt),
        gt(stockAlerts.confirmExpiresAt, at),
      ),
    )
    .returning({ id: stockAlerts.id })
  if (!row)
    throw new AccountError(
      said((m) => m.alerts.invalidLink),
      'BAD_USER_INPUT',
    )
  // Perhaps it is back already.
  ctx.confirmed()
  return { message: serverMessagesIn(locale).alerts.confirmed }
}
