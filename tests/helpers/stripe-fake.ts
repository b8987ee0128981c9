/**
 * A loopback stand-in for api.stripe.com (the only outside service the tests cannot reach): records every request
 * and answers from `respond`. Give its `url` to the shop as STRIPE_API_URL, or use its ready `stripe` client.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

export async function startStripeFake(respond: (req: RecordedRequest) => { status: number; body: unknown }) {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      requests.push(recorded)
      const answer = respond(recorded)
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' })
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    requests,
    url: `http://127.0.0.1:${port}`,
    stripe: new Stripe('sk_test_fake_key', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
