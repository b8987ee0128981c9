/**
 * A loopback stand-in for Fastly's purge-by-surrogate-key API (POST /service/{id}/purge, `Fastly-Key`,
 * space-separated `Surrogate-Key`; answers `{ "<key>": "<purge id>" }`): records every purge request. Give its
 * `url` to the shop as FASTLY_API_URL, or to `fastlyPurger` as `apiUrl`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Purge {
  method: string
  path: string
  key: string | undefined
  tags: string[]
}

export async function startFastlyFake() {
  const purges: Purge[] = []
  const server = http.createServer((req, res) => {
    const tags = String(req.headers['surrogate-key'] ?? '')
      .split(' ')
      .filter(Boolean)
    purges.push({ method: req.method!, path: req.url!, key: req.headers['fastly-key'] as string | undefined, tags })
    req.resume()
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(Object.fromEntries(tags.map((tag, i) => [tag, `purge-${i}`]))))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every purge request so far, oldest first. */
    purges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
