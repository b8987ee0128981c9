/**
 * The money path's lane (server/money-lane.ts; docs/reliability.md, "Sale day"): while browsing connections keep the
 * event loop full, a money-path request's wait for its database is answered within a turn that holds a few page
 * requests, not behind one of every browsing connection. Counted, not timed: the pages served between a query's
 * write and the handling of its answer (each turn of the loop handles everything that became readable, so without the
 * lane that is about one page per browsing connection). The browsing clients and the "database" (an echo server)
 * each run on a thread of their own, as they are other machines or processes in production.
 */
import { createServer, request, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moneyLane } from '@/server/money-lane'

const BROWSERS = 64
const PER_TURN = 4
const ROUND_TRIPS = 5
const CHECKOUTS = 12

/** A TCP echo server on its own thread: a database that answers at once. */
const ECHO = `
const { createServer } = require('node:net')
const { parentPort } = require('node:worker_threads')
const server = createServer((s) => s.pipe(s)).listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port))
parentPort.on('message', () => server.close(() => process.exit(0)))
`
/** Keep-alive clients on their own thread, each asking for a page as soon as the last one is answered. */
const BROWSING = `
const { request, Agent } = require('node:http')
const { parentPort, workerData } = require('node:worker_threads')
const agent = new Agent({ keepAlive: true, maxSockets: workerData.clients })
let stop = false
const browse = () => {
  if (stop) return
  request({ host: '127.0.0.1', port: workerData.port, path: '/product/abaya', agent }, (res) => {
    res.resume()
    res.on('end', browse)
  }).on('error', () => setTimeout(browse, 10)).end()
}
for (let i = 0; i < workerData.clients; i++) browse()
parentPort.on('message', () => { stop = true; agent.destroy(); process.exit(0) })
`

/** A shop-like server: pages answered at once (a page-cache hit), checkout waiting for its database N times. */
async function startShop(perTurn: number, databasePort: number) {
  let pages = 0
  const waits: number[] = []
  const database: Socket = connect(databasePort, '127.0.0.1')
  await new Promise((resolve) => database.once('connect', resolve))
  const roundTrip = () =>
    new Promise<void>((resolve) => {
      const before = pages
      database.once('data', () => {
        waits.push(pages - before)
        resolve()
      })
      database.write('select 1')
    })
  const handler = moneyLane(
    (req, res) => {
      if (req.url === '/api/checkout') {
        void (async () => {
          for (let i = 0; i < ROUND_TRIPS; i++) await roundTrip()
          res.end('{}')
        })()
        return
      }
      pages++
      // Dearer than a page-cache hit (~0.15 ms with HTTP's own work: docs/reliability.md), so that this thread and
      // not the browsing clients' is the one that cannot keep up, even on a busy machine.
      const until = performance.now() + 0.3
      while (performance.now() < until);
      res.end('<!doctype html><title>Abaya</title>'.padEnd(4000, ' '))
    },
    // A machine busy enough to stop this thread for 100 ms (the default bound) would release every paused connection
    // at once: the bound is the shop's, the turn-by-turn queue is what is tested here.
    { perTurn, maxWaitMs: 1_000 },
  )
  const server: Server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    waits,
    pages: () => pages,
    close: () => {
      database.destroy()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

const post = (port: number) =>
  new Promise<void>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/api/checkout', method: 'POST' }, (res) => {
      res.resume()
      res.on('end', resolve)
    })
      .on('error', reject)
      .end()
  })

/**
 * Pages served during each database wait of CHECKOUTS checkouts, one at a time, under BROWSERS browsing clients: the
 * median (a wait during which a busy machine stopped this thread counts once).
 */
async function pagesPerWait(perTurn: number, databasePort: number): Promise<{ median: number; pagesServed: number }> {
  const shop = await startShop(perTurn, databasePort)
  const browsing = new Worker(BROWSING, { eval: true, workerData: { port: shop.port, clients: BROWSERS } })
  try {
    // Every browsing connection open and busy before the first checkout.
    while (shop.pages() < BROWSERS * 5) await new Promise((resolve) => setTimeout(resolve, 20))
    for (let i = 0; i < CHECKOUTS; i++) await post(shop.port)
    const sorted = [...shop.waits].sort((a, b) => a - b)
    return { median: sorted[Math.floor(sorted.length / 2)]!, pagesServed: shop.pages() }
  } finally {
    browsing.postMessage('stop')
    await new Promise((resolve) => browsing.once('exit', resolve))
    await shop.close()
  }
}

describe('the money lane', () => {
  let echo: Worker
  let databasePort: number
  beforeAll(async () => {
    echo = new Worker(ECHO, { eval: true })
    databasePort = await new Promise<number>((resolve) => echo.once('message', resolve))
  })
  afterAll(async () => {
    echo.postMessage('stop')
    await new Promise((resolve) => echo.once('exit', resolve))
  })

  it("keeps a checkout's database waits out of the browsing connections' queue, and pages still served", async () => {
    // Without the lane (the control, so the load is shown to fill the loop): a turn holds a page per browsing client.
    const without = await pagesPerWait(0, databasePort)
    const withLane = await pagesPerWait(PER_TURN, databasePort)
    console.info(
      `[money-lane] pages served per database wait (median): ${without.median} without the lane, ${withLane.median} with it (${PER_TURN} a turn; ${BROWSERS} browsing clients)`,
    )
    expect(without.median).toBeGreaterThan(BROWSERS / 4)
    expect(withLane.median).toBeLessThan(PER_TURN * 3)
    expect(withLane.pagesServed).toBeGreaterThan(BROWSERS * 5)
  })
})
