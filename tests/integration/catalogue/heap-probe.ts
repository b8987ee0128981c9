/**
 * Run by unknown-keys-heap.test.ts as `node --expose-gc --import tsx` (a GC is needed to measure what is retained):
 * the catalogue service over the seeded lake, 10,000 lookups of caller-chosen unknown keys as /product/<slug>,
 * /category/<slug> and /api/stock make them, then a publish. Prints one JSON line: retained heap and event-loop lag.
 */
import { randomBytes } from 'node:crypto'
import { startSeededLake } from './harness'

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with node --expose-gc')
const collect = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

const h = await startSeededLake()
const content = h.service()
// What real traffic keeps cached: every page's queries.
const products = await content.allProducts()
await Promise.all([content.hero(), content.newestProducts(), content.featuredProducts(), content.sitemapEntries()])
await Promise.all(products.map((p) => content.productBySlug(p.slug ?? '')))
const before = collect()

const word = (chars: number) => randomBytes(chars).toString('base64url').slice(0, chars)
for (let i = 0; i < 10_000; i++) {
  // Half as the review sent them (far longer than any slug), half as long as a real one may be.
  const slug = i % 2 ? `${'a'.repeat(2000)}${i}` : word(90)
  if (i % 20 === 0) await content.productsByPriceIds(Array.from({ length: 60 }, () => `price_${word(24)}`))
  else if (i % 10 === 0) await content.productsByCategory(slug)
  else await content.productBySlug(slug)
}
const after = collect()

// A publish, then the revalidation it causes (every cached query runs again: what unknown keys used to inflate),
// while a timer measures how late the event loop answers.
const product = products[0]!
await h.writer
  .patch(product._id)
  .set({ title: `${product.title} (edited)` })
  .commit()
await content.settled()
let last = performance.now()
let maxLagMs = 0
const timer = setInterval(() => {
  const now = performance.now()
  maxLagMs = Math.max(maxLagMs, now - last - 5)
  last = now
}, 5)
await h.writer.patch(product._id).set({ title: product.title }).commit()
await content.revalidate()
clearInterval(timer)

console.log(JSON.stringify({ retainedMb: (after - before) / 1e6, maxLagMs: Math.round(maxLagMs) }))
content.close()
await h.stop()
process.exit(0)
