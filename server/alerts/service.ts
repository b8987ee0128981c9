/**
 * Back-in-stock alerts (docs/product.md §16.5): asking for one (request.ts), confirming it (confirm.ts), and the
 * account's list (account-alerts.ts), each a use case of one context (context.ts) bound here. Sending lives in
 * ./dispatch.ts.
 */
import type { Locale } from '@/lib/i18n/locale'
import { afterAnswerQueue } from '../accounts/after-answer'
import type { User } from '../db/schema/index'
import { alertsOf, cancelAlert } from './account-alerts'
import { confirmAlert } from './confirm'
import { proves, type AlertsContext, type AlertsDeps } from './context'
import { requestAlert } from './request'

export function createAlertsService(deps: AlertsDeps, hooks: { confirmed(): void }) {
  const background = afterAnswerQueue(deps.logger.child({ module: 'alerts' }))
  const ctx: AlertsContext = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    confirmed: () => hooks.confirmed(),
    afterAnswer: background.afterAnswer,
  }
  return {
    /** Whether this request needs the anonymous mail budget (the resolver spends it before `request`). */
    needsConfirmation: (caller: User | undefined, email: string) => !proves(caller, email),
    request: (caller: User | undefined, input: unknown, locale?: Locale) => requestAlert(ctx, caller, input, locale),
    confirm: (input: unknown, locale?: Locale) => confirmAlert(ctx, input, locale),
    listFor: (user: User, locale?: Locale) => alertsOf(ctx, user, locale),
    cancel: (user: User, id: string) => cancelAlert(ctx, user, id),
    settled: background.settled,
  }
}

export type AlertsService = ReturnType<typeof createAlertsService>
