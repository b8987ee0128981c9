/**
 * The JavaScript heap's live size: V8's heap in use right after its last full (mark-compact) collection, when only
 * reachable objects are left. Resident memory and `nodejs_heap_size_total_bytes` also hold the room V8 keeps for what
 * the traffic allocates between full collections: up to twice the live objects (server/heap-growth.ts;
 * docs/reliability.md, "The RSS floor: V8's old space"). A leak of objects raises this gauge; V8's sizing does not.
 */
import { constants, PerformanceObserver } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import { Gauge, type Registry } from 'prom-client'

export const HEAP_LIVE_METRIC = 'shop_heap_live_bytes'

export function registerHeapLiveGauge(registry: Registry): void {
  const gauge = new Gauge({
    name: HEAP_LIVE_METRIC,
    help: "V8's heap in use right after its last full collection (the live objects; 0 until the first one)",
    registers: [registry],
  })
  // GC entries are delivered after the collection, in a later task: what was allocated since is counted too (a few
  // MB under load), which is noise beside the leaks this is for.
  new PerformanceObserver((list) => {
    const full = list
      .getEntries()
      .some((entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
    if (full) gauge.set(getHeapStatistics().used_heap_size)
  }).observe({ entryTypes: ['gc'] })
}
