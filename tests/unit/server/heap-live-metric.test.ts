import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { HEAP_LIVE_METRIC, registerHeapLiveGauge } from '@/server/metrics/heap'

// docs/operations.md, "What to alert on": the live heap tells a leak of objects from V8 keeping room for the traffic.
describe('the live heap gauge', () => {
  it('is set to the heap in use after a full collection', async () => {
    const registry = new Registry()
    registerHeapLiveGauge(registry)
    const live = async () => (await registry.getSingleMetric(HEAP_LIVE_METRIC)!.get()).values[0]?.value ?? 0
    expect(await live()).toBe(0)
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    gc()
    // GC entries reach observers in a later task.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await live()).toBeGreaterThan(1024 * 1024)
    expect(await live()).toBeLessThan(process.memoryUsage().heapTotal)
  })
})
