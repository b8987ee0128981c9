/**
 * Sends back-in-stock alerts (docs/product.md §16.5): after every content change (the embedded lake's publish,
 * hosted Sanity's listener or webhook: the catalogue service's change notices), on confirmation, and every few minutes
 * as a safety net, a pass (check.ts) mails the alerts of the variants that are back, each once.
 */
import { checkAlerts } from './check'
import type { AlertsDeps } from './context'

export const ALERT_SWEEP_EVERY_MS = 5 * 60_000

export function createAlertDispatcher(deps: AlertsDeps) {
  const now = deps.now ?? (() => new Date())
  const log = deps.logger.child({ module: 'alerts' })
  /** One pass: returns how many alerts this instance claimed and mailed. */
  const check = () => checkAlerts(deps, now(), log)
  const passes = passQueue(() => check().catch((err: unknown) => log.error({ err }, 'back-in-stock check failed')))
  return {
    check,
    schedule: passes.schedule,
    /** Resolves when no pass is running (tests, shutdown). */
    settled: passes.settled,
    start(onContentChange: (listener: () => void) => () => void): () => void {
      const unsubscribe = onContentChange(() => void passes.schedule())
      const timer = setInterval(() => void passes.schedule(), ALERT_SWEEP_EVERY_MS)
      timer.unref()
      void passes.schedule()
      return () => {
        unsubscribe()
        clearInterval(timer)
      }
    },
  }
}

/** One pass at a time; a request during a pass makes one more pass after it. */
function passQueue(pass: () => Promise<unknown>) {
  let running: Promise<void> | undefined
  let again = false
  return {
    schedule: (): Promise<void> => {
      if (running) {
        again = true
        return running
      }
      running = (async () => {
        do {
          again = false
          await pass()
        } while (again)
        running = undefined
      })()
      return running
    },
    settled: async () => {
      while (running) await running
    },
  }
}

export type AlertDispatcher = ReturnType<typeof createAlertDispatcher>
