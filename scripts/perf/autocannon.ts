/** autocannon as the benchmarks (`npm run bench`, `npm run scale`) call it: the package ships no types. */
import { createRequire } from 'node:module'

/** The part of autocannon's result the reports use. */
export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  non2xx: number
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
}) => Promise<AutocannonResult>
