/**
 * Two processes on one data directory would split (or corrupt) the embedded database, content lake and limits
 * (docs/architecture.md §3): the second instance of the compiled shop refuses to start and says what to configure.
 */
import { describe, expect, it } from 'vitest'
import { startShopExpectingExit } from '@/harness/shop'
import { shopsPerTest } from '../helpers/shops-per-test'

const { start } = shopsPerTest()

describe('a second instance on the same data directory', () => {
  it('refuses to start while the first serves it, naming the shared services to configure', async () => {
    const first = await start()
    const second = await startShopExpectingExit({ DATA_DIR: first.dataDir })
    expect(second.code).toBe(1)
    expect(second.output).toContain(`Another instance of the shop (pid`)
    expect(second.output).toContain('DATABASE_URL')
    expect(second.output).toContain('REDIS_URL')
    expect(second.output).toContain('SANITY_PROJECT_ID')
    // The first is untouched.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
  })
})
