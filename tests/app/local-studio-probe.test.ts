/**
 * `npm run studio` finds its shop on 127.0.0.1:PORT without handing the lake token to whatever answers there
 * (N11 of the second review, docs/security.md §3): the shop must prove it knows the token (an HMAC of a fresh
 * nonce and the port), and only then does the Studio send it. Replayed with fake listeners on the port, a relay
 * to the real shop, and the compiled shop itself.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect, createServer as createTcpServer, type Server as TcpServer } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { findOrStartShop, probeLake, ShopMismatchError } from '@/server/local-studio/shop'
import { freePort, startShop, type ShopProcess } from '@/harness/shop'

const TOKEN = 'app-test-lake-token-0123456789abcdef0123'

let shop: ShopProcess
beforeAll(async () => {
  shop = await startShop({ env: { CONTENT_LAKE_TOKEN: TOKEN } })
})
afterAll(async () => {
  await shop?.stop()
})

const servers: Array<Server | TcpServer> = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** Everything a request showed the listener: method, URL and every header, as one string. */
const seen = (req: IncomingMessage) => `${req.method} ${req.url}\n${req.rawHeaders.join('\n')}`

/** A listener on a free port that answers every request with `answer` and records what it was sent. */
async function fakeListener(answer: (req: IncomingMessage) => { status: number; body: unknown }) {
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(seen(req))
    const { status, body } = answer(req)
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  servers.push(server)
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port, requests }
}

const find = (port: number) =>
  findOrStartShop({ port, token: TOKEN, dataDir: shop.dataDir, env: {}, log: () => undefined })

describe('npm run studio probing PORT (N11)', () => {
  test.each([
    ['says yes to everything (as the old /users/me probe accepted)', () => ({ status: 200, body: { id: 'me' } })],
    ['answers with a made-up proof', () => ({ status: 200, body: { proof: 'x'.repeat(43) } })],
    ['refuses without the token', () => ({ status: 401, body: { error: 'no' } })],
  ])('a listener that %s never receives the token and is refused', async (_name, answer) => {
    const fake = await fakeListener(answer)
    await expect(find(fake.port)).rejects.toBeInstanceOf(ShopMismatchError)
    expect(fake.requests.length).toBeGreaterThan(0)
    for (const request of fake.requests) expect(request).not.toContain(TOKEN)
  })

  test('a relay to the real shop on another port cannot pass the check, and sees no token', async () => {
    const relayed: string[] = []
    const relay = createTcpServer((client) => {
      const upstream = connect(shop.port, '127.0.0.1')
      client.on('data', (chunk: Buffer) => relayed.push(chunk.toString('latin1')))
      client.pipe(upstream).pipe(client)
      client.on('error', () => upstream.destroy())
      upstream.on('error', () => client.destroy())
    })
    servers.push(relay)
    const port = await freePort()
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve))

    const probe = await probeLake(`http://127.0.0.1:${port}`, TOKEN)
    expect(probe).toEqual({ problem: expect.stringContaining('cannot prove') })
    expect(relayed.length).toBeGreaterThan(0)
    expect(relayed.join('')).not.toContain(TOKEN)
  })

  test('the real shop proves itself, and only for its own token', async () => {
    expect(await probeLake(shop.url, TOKEN)).toBe('ours')
    const found = await find(shop.port)
    expect(found).toMatchObject({ origin: shop.url, started: false })
    expect(await probeLake(shop.url, `${TOKEN}-other`)).toEqual({ problem: expect.stringContaining('cannot prove') })
  })

  test('the identity check refuses a missing or short nonce', async () => {
    const res = await fetch(`${shop.url}/content/v2025-02-19/local-studio/identity?nonce=abc`)
    expect(res.status).toBe(400)
  })
})
