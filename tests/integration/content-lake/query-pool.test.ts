/** The query workers on their own: real worker threads, deadlines, replacement, queue bound, dataset replicas. */
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/server/content-lake/errors'
import { QueryPool, type PoolQuery } from '@/server/content-lake/query-pool'
import type { Doc } from '@/server/content-lake/store'

const pools: QueryPool[] = []
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()))
})

function documents(count: number): Map<string, Doc> {
  return new Map(Array.from({ length: count }, (_, i) => [`p${i}`, { _id: `p${i}`, _type: 'product', n: i }] as const))
}

function startPool(
  docs: () => Map<string, Doc>,
  overrides: { size?: number; maxQueue?: number; maxHeapMb?: number } = {},
) {
  const pool = new QueryPool({
    size: overrides.size ?? 1,
    maxQueue: overrides.maxQueue ?? 16,
    maxHeapMb: overrides.maxHeapMb ?? 64,
    retryAfterSeconds: 1,
    projectId: 'local',
    dataset: 'production',
    documents: docs,
    logger: pino({ level: 'silent' }),
  })
  pools.push(pool)
  return pool
}

const job = (query: string, extra: Partial<PoolQuery> = {}): PoolQuery => ({
  query,
  params: {},
  perspective: 'published',
  authenticated: false,
  timeoutMs: 5000,
  maxResultBytes: 1_000_000,
  ...extra,
})

/** n³ evaluations over 200 documents: seconds of work, far beyond the deadlines used here. */
const NESTED = 'count(*[count(*[count(*[true])>0])>0])'

describe('query pool', () => {
  it('answers with the result as JSON and the worker time', async () => {
    const pool = startPool(() => documents(3))
    const answer = await pool.run(job('*[_type == $t] | order(n desc)[0].n', { params: { t: 'product' } }))
    expect(JSON.parse(answer.json)).toBe(2)
    expect(answer.ms).toBeGreaterThanOrEqual(0)
  })

  it('stops a query at its deadline, reports the time used, and answers the next query with a new worker', async () => {
    const pool = startPool(() => documents(200))
    let charged = -1
    const started = performance.now()
    const error = await pool
      .run(job(NESTED, { timeoutMs: 200, onWorkerTime: (ms) => (charged = ms) }))
      .catch((err: unknown) => err)
    expect(performance.now() - started).toBeLessThan(3000)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, body: { type: 'queryExecutionError' } })
    expect((error as ApiError).body.description).toMatch(/200 ms/)
    expect(charged).toBeGreaterThanOrEqual(200)
    expect(JSON.parse((await pool.run(job('count(*)'))).json)).toBe(200)
  })

  it('refuses a result over the caller’s size cap', async () => {
    const pool = startPool(() => documents(200))
    await expect(pool.run(job('*', { maxResultBytes: 1000 }))).rejects.toMatchObject({
      body: { type: 'queryExecutionError', description: expect.stringMatching(/result is \d+ bytes/) },
    })
  })

  it('stops a query that runs out of memory and keeps serving', async () => {
    // A 16 MB heap (the shop's workers get more) fills three times sooner than 64 MB: about 4 s rather than 11 on a
    // quiet machine. The description says it was the memory, not the deadline, that stopped the query.
    const pool = startPool(() => documents(200), { maxHeapMb: 16 })
    await expect(pool.run(job('*[]{"a": *[]{"b": *[]{n}}}', { timeoutMs: 30_000 }))).rejects.toMatchObject({
      body: { type: 'queryExecutionError', description: expect.stringMatching(/more memory/) },
    })
    expect(JSON.parse((await pool.run(job('count(*)'))).json)).toBe(200)
  })

  it('answers anonymous queries 503 with Retry-After once the queue is full, and drops queries whose client went away', async () => {
    const pool = startPool(() => documents(200), { maxQueue: 2 })
    await pool.run(job('count(*)')) // the worker is up, so the next query starts at once rather than waiting
    const running = pool.run(job(NESTED, { timeoutMs: 1000 })).catch((err: unknown) => err)
    const gone = new AbortController()
    const dropped = pool.run(job('count(*)', { signal: gone.signal })).catch((err: unknown) => err)
    const waiting = pool.run(job('count(*)'))
    const refused = await pool.run(job('count(*)')).catch((err: unknown) => err)
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': '1' } })
    // A token holder (the shop re-running every cached query) still queues.
    const trusted = pool.run(job('count(*)', { authenticated: true }))
    gone.abort()
    expect(await dropped).toMatchObject({ status: 503 })
    expect(JSON.parse((await waiting).json)).toBe(200)
    expect(JSON.parse((await trusted).json)).toBe(200)
    expect(await running).toMatchObject({ body: { type: 'queryExecutionError' } })
  })

  it('sends every worker the new documents after a change', async () => {
    let docs = documents(2)
    const pool = startPool(() => docs, { size: 2 })
    const counts = () => Promise.all([pool.run(job('count(*)')), pool.run(job('count(*)'))])
    expect((await counts()).map((a) => a.json)).toEqual(['2', '2'])
    docs = documents(5)
    pool.documentsChanged()
    expect((await counts()).map((a) => a.json)).toEqual(['5', '5'])
  })
})
