/**
 * How far V8 lets its old space grow past the objects that are live (docs/reliability.md, "The RSS floor: V8's old
 * space"; docs/operations.md, "Memory"). After each full collection V8 sets the next one's threshold at the live size
 * times a factor it picks from the collector's speed, up to 4 on a machine with memory to spare: under the sale-day mix
 * (about 100 MB live) V8's committed heap climbed from 224 to 337 MB over five minutes, the resident memory with it,
 * with nothing leaking. A fixed factor of 2 holds it at 224–241 MB from the first minute on (the soak's RSS floor grew
 * 12 MB instead of 47–107), for more frequent full collections, marked mostly off the main thread; every route of the
 * soak kept its target (docs/reliability.md).
 */
import v8 from 'node:v8'

/** The old space may reach twice the live objects before the next full collection (`1 + percent / 100`). */
export const HEAP_GROWING_PERCENT = 100

/**
 * Sets the factor for this process and its worker threads. V8 reads it at each full collection, so setting it as the
 * shop starts, before traffic, is as good as the command line, and a shop started any way (`npm start`, `node
 * dist/node/index.mjs`, the harness) gets it. A V8 without the flag prints "unrecognized flag" and keeps its own.
 */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}
