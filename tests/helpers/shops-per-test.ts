import { afterEach } from 'vitest'
import { startShop, type ShopProcess } from '@/harness/shop'

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
