/**
 * Work whose duration depends on whether an address is known runs after the answer (docs/security/accounts.md, L2):
 * the caller learns nothing from the time it takes. Failures are logged; `settled` lets tests and shutdown wait.
 */
import type { Logger } from '../logger'

export function afterAnswerQueue(log: Logger) {
  const background = new Set<Promise<void>>()

  function afterAnswer(what: string, work: () => Promise<void>): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => log.error({ err }, `${what} failed`))
    background.add(run)
    void run.finally(() => background.delete(run))
  }

  /** Resolves once work started after earlier answers has finished (tests; a graceful stop). */
  async function settled(): Promise<void> {
    while (background.size) await Promise.allSettled([...background])
  }

  return { afterAnswer, settled }
}
