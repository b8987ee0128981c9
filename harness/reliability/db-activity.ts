/**
 * What the shop's PostgreSQL connections are doing during a run (`npm run soak -- --probe`): once a second,
 * pg_stat_activity for the run's scratch database, counted by state and wait (a connection waiting for a lock, idle
 * in a transaction, running), and the advisory locks waited for. Read on a connection of its own, straight to
 * PostgreSQL (not through the fault proxy), so the sampling neither queues behind the shop nor counts as its load.
 */
import pg from 'pg'

export interface ActivitySummary {
  samples: number
  /** Per "state / wait": the mean and the most connections seen in it at once. */
  states: Record<string, { mean: number; max: number }>
  /** Backends waiting for an advisory lock: mean and most at once. */
  advisoryWaiters: { mean: number; max: number }
  /** `select 1`'s round trip in ms, straight to PostgreSQL and through the run's fault proxy: mean and most. */
  roundTrip: { direct: { mean: number; max: number }; proxied?: { mean: number; max: number } }
}

/** Times `select 1` on a connection of its own. */
async function roundTripper(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const seen = { sum: 0, max: 0, n: 0 }
  return {
    seen,
    async probe() {
      const t0 = performance.now()
      await client.query('select 1')
      const ms = performance.now() - t0
      seen.sum += ms
      seen.n++
      seen.max = Math.max(seen.max, ms)
    },
    reset: () => void (seen.sum = seen.max = seen.n = 0),
    summary: () => ({ mean: Math.round((seen.sum / Math.max(1, seen.n)) * 10) / 10, max: Math.round(seen.max) }),
    end: () => client.end().catch(() => undefined),
  }
}

export async function sampleDatabaseActivity(databaseUrl: string, proxiedUrl?: string, everyMs = 1_000) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const direct = await roundTripper(databaseUrl)
  const proxied = proxiedUrl ? await roundTripper(proxiedUrl) : undefined
  const database = new URL(databaseUrl).pathname.slice(1)
  const totals = new Map<string, { sum: number; max: number }>()
  const waiters = { sum: 0, max: 0 }
  let samples = 0
  let running = false
  const sample = async () => {
    if (running) return
    running = true
    try {
      await Promise.all([direct.probe(), proxied?.probe()])
      const { rows } = await client.query<{ what: string; n: number }>(
        `select coalesce(state, '?') || coalesce(' / ' || wait_event_type || ':' || wait_event, '') as what,
                count(*)::int as n
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by 1`,
        [database],
      )
      const advisory = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      )
      samples++
      for (const { what, n } of rows) {
        const t = totals.get(what) ?? { sum: 0, max: 0 }
        t.sum += n
        t.max = Math.max(t.max, n)
        totals.set(what, t)
      }
      const n = advisory.rows[0]?.n ?? 0
      waiters.sum += n
      waiters.max = Math.max(waiters.max, n)
    } catch {
      // A sample lost to a fault is simply missing.
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void sample(), everyMs)
  let ended: Promise<unknown> | undefined
  return {
    /** Forgets the samples so far (the warm-up's). */
    reset() {
      totals.clear()
      waiters.sum = waiters.max = samples = 0
      direct.reset()
      proxied?.reset()
    },
    async stop(): Promise<ActivitySummary> {
      clearInterval(timer)
      ended ??= Promise.all([client.end().catch(() => undefined), direct.end(), proxied?.end()])
      await ended
      const mean = (sum: number) => Math.round((sum / Math.max(1, samples)) * 10) / 10
      return {
        samples,
        states: Object.fromEntries([...totals].map(([what, t]) => [what, { mean: mean(t.sum), max: t.max }])),
        advisoryWaiters: { mean: mean(waiters.sum), max: waiters.max },
        roundTrip: { direct: direct.summary(), ...(proxied ? { proxied: proxied.summary() } : {}) },
      }
    },
  }
}
