/**
 * A lane for the money path (issue 41; docs/reliability.md, "Sale day"). The shop answers every request on one event
 * loop, and each turn of that loop handles every connection that has something to read, in arrival order. Under a
 * sale, hundreds of browsing connections each send their next page request as soon as the last is answered (a
 * cached page costs ~0.15 ms), so a turn is a queue of page requests, and each time checkout, the Stripe webhook or
 * live stock waits for PostgreSQL or Redis its answer is handled one whole turn later: a `select 1` took 93 ms inside
 * the shop against 27 ms from outside. Fewer waits per request only help as much as each wait is cut.
 *
 * So while a money-path request is in flight, a browsing connection whose answer has just gone out is not read
 * again at once: it is paused (the kernel keeps its next request) and queued, and each turn resumes the oldest
 * `perTurn` of them (and any that waited `maxWaitMs`). A turn then holds at most that many page requests beside the
 * money path's callbacks. Pages lose little: while the loop is busy they were already waiting for their turn, only
 * now in this queue instead of the loop's, and the loop still serves `perTurn` of them every turn. With no money
 * request in flight nothing more is paused, and the queue keeps draining at the same pace (resuming it all at once
 * would fill the next turn again, just when the next checkout arrives).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** The requests that take money or tell the shopper whether they can (docs/product.md §10, §16.4). */
const MONEY_PATHS = ['/api/checkout', '/api/stripe/webhook', '/api/stock']

export function isMoneyPath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]!
  return MONEY_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

export interface MoneyLaneOptions {
  /** Paused browsing connections resumed per turn of the event loop (PAGE_LANE_PER_TURN; 0 turns the lane off). */
  perTurn: number
  /** The longest a connection stays paused, whatever the queue (keeps pages within their p99 target). */
  maxWaitMs?: number
}

export const DEFAULT_PAGE_LANE_PER_TURN = 8
const DEFAULT_MAX_WAIT_MS = 100

/** Wraps the server's listener. */
export function moneyLane(
  handler: RequestListener,
  { perTurn, maxWaitMs = DEFAULT_MAX_WAIT_MS }: MoneyLaneOptions,
): RequestListener {
  if (perTurn <= 0) return handler
  let moneyInFlight = 0
  /** Paused connections, oldest first, with when each was paused. */
  const waiting = new Map<Socket, number>()
  let scheduled = false

  const resume = (socket: Socket) => {
    waiting.delete(socket)
    if (!socket.destroyed) socket.resume()
  }
  const drip = () => {
    scheduled = false
    const now = performance.now()
    let n = 0
    for (const [socket, since] of waiting) {
      if (n >= perTurn && now - since < maxWaitMs) break
      resume(socket)
      n++
    }
    if (waiting.size > 0) schedule()
  }
  // setImmediate runs once per turn, after the turn's I/O: the resumed connections are read in the next turn.
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(drip)
  }

  const pauseAfter = (req: IncomingMessage, res: ServerResponse) => {
    res.once('finish', () => {
      const socket = req.socket
      if (moneyInFlight === 0 || socket.destroyed || waiting.has(socket)) return
      socket.pause()
      waiting.set(socket, performance.now())
      schedule()
    })
  }

  return (req, res) => {
    if (isMoneyPath(req.url)) {
      moneyInFlight++
      res.once('close', () => moneyInFlight--)
    } else if (req.method === 'GET' || req.method === 'HEAD') pauseAfter(req, res)
    handler(req, res)
  }
}
