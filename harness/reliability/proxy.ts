/**
 * A TCP proxy on loopback between the shop and one outside system (PostgreSQL, Redis, SMTP, the content API).
 * Cutting it is a real outage as the shop sees one: open connections are reset and new ones are refused, or, in
 * `hang` mode, accepted and never answered. Nothing in the shop is mocked.
 *
 * The forwarding runs on a worker thread of its own (proxy-worker.mjs), shared by every proxy of the process: on the
 * caller's loop, which in the soak also runs the load generator, it made each round trip through the proxy wait
 * behind the load (docs/reliability.md). The controls below are synchronous, as before: each returns once the
 * worker has applied it.
 */
import { Worker } from 'node:worker_threads'

export type ProxyMode = 'up' | 'down' | 'hang'

export interface FaultProxy {
  port: number
  /** host:port of the proxy, for URLs. */
  address: string
  mode(): ProxyMode
  /** Resets every open connection and refuses new ones (a stopped server). */
  cut(): void
  /** Accepts connections but forwards nothing (a hung server or a black-holed network). */
  hang(): void
  /** Adds this much latency to every chunk from the target (0: none). */
  delay(ms: number): void
  restore(): void
  close(): Promise<void>
}

interface Reply {
  id: number
  port?: number
  error?: string
  closed?: boolean
}

interface Host {
  worker: Worker
  done: Int32Array
  open: number
  /** Replies awaited (to a start or a close), by proxy id. */
  waiting: Map<number, (reply: Reply) => void>
}

/** The one worker of this process, started with the first proxy and stopped with the last. */
let host: Host | undefined
let nextId = 1

function proxyHost(): Host {
  if (!host) {
    const done = new Int32Array(new SharedArrayBuffer(4))
    const worker = new Worker(new URL('./proxy-worker.mjs', import.meta.url), { workerData: { done: done.buffer } })
    worker.unref()
    const waiting = new Map<number, (reply: Reply) => void>()
    worker.on('message', (message: Reply) => waiting.get(message.id)?.(message))
    host = { worker, done, open: 0, waiting }
  }
  return host
}

/** Posts a start or a close and resolves with the worker's reply to it. */
function ask(h: Host, message: { op: string; id: number; target?: unknown }): Promise<Reply> {
  // Referenced while a reply is awaited: the process must not exit before a close has finished.
  h.worker.ref()
  return new Promise((resolve) => {
    h.waiting.set(message.id, (answer) => {
      h.waiting.delete(message.id)
      if (h.waiting.size === 0) h.worker.unref()
      resolve(answer)
    })
    h.worker.postMessage(message)
  })
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const h = proxyHost()
  const { worker, done } = h
  const id = nextId++
  const answer = await ask(h, { op: 'start', id, target })
  if (answer.port === undefined) throw new Error(`fault proxy did not start: ${answer.error}`)
  h.open++
  let mode: ProxyMode = 'up'
  let closed = false
  /** Sends a control and waits (a few microseconds) until the worker has applied it. */
  const command = (op: string, extra: Record<string, unknown> = {}) => {
    Atomics.store(done, 0, 0)
    worker.postMessage({ op, id, ...extra })
    if (Atomics.wait(done, 0, 0, 5_000) === 'timed-out') throw new Error(`fault proxy did not apply ${op}`)
  }
  return {
    port: answer.port,
    address: `127.0.0.1:${answer.port}`,
    mode: () => mode,
    cut() {
      mode = 'down'
      command('cut')
    },
    hang() {
      mode = 'hang'
      command('hang')
    },
    delay(ms) {
      command('delay', { ms })
    },
    restore() {
      mode = 'up'
      command('restore')
    },
    async close() {
      if (closed) return
      closed = true
      await ask(h, { op: 'close', id })
      if (--h.open === 0 && host === h) {
        host = undefined
        await worker.terminate()
      }
    },
  }
}
