import { afterEach, beforeEach, vi, type Mock, type MockInstance } from 'vitest'

/**
 * The app's console warnings in each test: console.warn is silenced before every test and restored after it, and
 * what the app warned is recorded on the returned mock, emptied before every test. RTK's dev-mode "…took 40ms,
 * which is more than the warning threshold" notes (a slow, busy machine) are not the app's and would make call
 * counts flaky, so they are left out.
 */
export function appWarningsPerTest(): Mock<typeof console.warn> {
  const warn = vi.fn<typeof console.warn>()
  let consoleWarn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn.mockReset()
    consoleWarn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!/which is more than the warning threshold/.test(String(args[0]))) warn(...args)
    })
  })
  afterEach(() => {
    consoleWarn.mockRestore()
  })
  return warn
}
