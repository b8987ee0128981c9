import { afterAll, beforeAll } from 'vitest'
import { startSmtpServer, type TestSmtpServer } from '@/harness/smtp'

/**
 * A server a test file (or describe block) starts in beforeAll and stops in afterAll, handed out at once so that it
 * is named where it is declared — `const smtp = startedForTests('the SMTP server', startSmtpServer, (s) => s.stop())`
 * — instead of a `let` and two hooks. It forwards every property to the started server. Used before it has started,
 * or when `start` gave nothing (a database backend that is skipped), it throws, naming `what`.
 */
export function startedForTests<T extends object>(
  what: string,
  start: () => Promise<T | undefined>,
  stop: (started: T) => Promise<unknown>,
): T {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(async () => {
    if (started) await stop(started)
  })
  return new Proxy({} as T, {
    get(_standIn, key) {
      if (!started) throw new Error(`${what} is not started: its beforeAll has not run, failed or was skipped`)
      const value: unknown = Reflect.get(started, key)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value
    },
  })
}

/** A loopback SMTP server for the tests of a file (or describe block): started before them, stopped after them. */
export function smtpServerForTests(): TestSmtpServer {
  return startedForTests('the loopback SMTP server', startSmtpServer, (smtp) => smtp.stop())
}
