/**
 * Measures how quickly a server answers while something else is going on: `probeWhile` sends one request after
 * another until `busy` settles. The short pause between probes is a sampling interval, so the probes spread over
 * the whole busy span instead of queueing behind each other. Each probe opens its own connection: a pooled
 * keep-alive connection that the server has just timed out would otherwise fail the probe for no reason.
 */
import http from 'node:http'

export interface ProbeResult {
  /** Milliseconds from sending each probe to having its whole body (or to its failure). */
  latencies: number[]
  /** HTTP status per probe; 0 when the request failed (e.g. the connection was reset). */
  statuses: number[]
  max: number
  median: number
}

const SAMPLE_INTERVAL_MS = 50

export async function probeWhile(url: string, busy: Promise<unknown>, minProbes = 3): Promise<ProbeResult> {
  let settled = false
  void busy.then(
    () => (settled = true),
    () => (settled = true),
  )
  const latencies: number[] = []
  const statuses: number[] = []
  while (!settled || latencies.length < minProbes) {
    const started = performance.now()
    statuses.push(await get(url))
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_INTERVAL_MS))
  }
  const sorted = [...latencies].sort((a, b) => a - b)
  return { latencies, statuses, max: sorted[sorted.length - 1]!, median: sorted[Math.floor(sorted.length / 2)]! }
}

/** GET on a fresh connection; resolves with the status once the body is read, or 0 when the request fails. */
function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', () => resolve(0))
    })
    req.on('error', () => resolve(0))
  })
}
