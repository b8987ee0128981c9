import { afterAll, afterEach } from 'vitest'
import { startShop, type ShopProcess, type StartShopOptions } from '@/harness/shop'

/**
 * Shops a test starts and does not have to stop: each one is stopped after the test, pass or fail, so a failing
 * assertion never leaves a server (and its data directory) behind. `stopAll` is for a test that needs them gone
 * before it goes on (to restart on the same data, say).
 */
export function shopsPerTest() {
  let running: ShopProcess[] = []
  const stopAll = async () => {
    const stopping = running
    running = []
    await Promise.all(stopping.map((shop) => shop.stop()))
  }
  afterEach(stopAll)
  return {
    start: async (...args: Parameters<typeof startShop>): Promise<ShopProcess> => {
      const shop = await startShop(...args)
      running.push(shop)
      return shop
    },
    stopAll,
  }
}

/**
 * One shop for the tests of a file that do not need a fresh one (issue 34: a shop's start costs about 7 s of CPU,
 * the app project's largest cost; docs/testing.md). The first test that calls the returned function starts it, the
 * others get the same process, and it is stopped after the file (afterAll), pass or fail. Only for tests that read
 * nothing another test leaves behind: their own addresses, client IPs and log markers, no cache or counter they
 * expect to start empty. `options` may be a function, for values known only once a beforeAll has run (an SMTP URL).
 */
export function shopPerFile(options: StartShopOptions | (() => StartShopOptions) = {}): () => Promise<ShopProcess> {
  let shop: Promise<ShopProcess> | undefined
  afterAll(async () => {
    const started = await shop?.catch(() => undefined)
    await started?.stop()
  })
  return () => (shop ??= startShop(typeof options === 'function' ? options() : options))
}
