/**
 * `/data/listen` as server-sent events: `welcome`, then one `mutation` event per changed document
 * that matches the listener's query before and/or after the change, plus keep-alive comments.
 * Streams are capped per client and in total, live at most LISTEN_MAX_LIFETIME_MS (clients reconnect), and are
 * dropped when their reader stops reading. Matching runs on the web thread in short slices, and anonymous listen
 * queries must be short filters in the linear grammar of anonymous-grammar.ts, so a change costs little per stream.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Request, Response } from 'express'
import type { ExprNode } from 'groq-js'
import type { Logger } from 'pino'
import { rateLimited } from './errors'
import { randomId } from './ids'
import { effectsOf, type Effects } from './effects'
import {
  LISTEN_DELIVERY_SLICE_MS,
  LISTEN_MAX_BUFFERED_BYTES,
  LISTEN_MAX_LIFETIME_MS,
  LISTEN_RETRY_AFTER_SECONDS,
  LISTEN_STREAMS_PER_IP,
  LISTEN_STREAMS_TOTAL,
  LISTEN_TOKEN_STREAMS_TOTAL,
} from './limits'
import type { Change, Transaction } from './mutate'
import { matchesFilter } from './query'
import { isPrivateId, VERSIONS } from './visibility'

const KEEP_ALIVE_MS = 25_000

interface Listener {
  res: Response
  /** The client (IP) the stream counts against. */
  client: string
  tree: ExprNode
  params: Record<string, unknown>
  authenticated: boolean
  includeResult: boolean
  includePrevious: boolean
  /** `includeMutations=false` leaves the mutations out (Studio reads the effects instead). */
  includeMutations: boolean
  /** Release versions (`versions.*`) are only sent when asked for, as by the hosted API. */
  includeAllVersions: boolean
  /** `effectFormat=mendoza`: each event carries the change as mendoza effects (effects.ts). */
  effects: boolean
  /**
   * A Live Content API stream (routes/live.ts) rather than a listen query: one `restart` event per transaction it may
   * see (drafts only with `includeDrafts`), telling the client to read its queries again.
   */
  live?: { includeDrafts: boolean }
}

export class ListenHub {
  private readonly listeners = new Set<Listener>()
  /** Open anonymous streams per client (IPv4 address or IPv6 /64); token holders have a pool of their own. */
  private readonly perClient = new Map<string, number>()
  /** Open streams of token holders: counted apart, so anonymous streams cannot take their places. */
  private tokenStreams = 0
  private delivery: Promise<void> = Promise.resolve()

  constructor(private readonly logger: Logger) {}

  /** Throws 429 (before anything is sent) when the client or the lake already holds as many streams as allowed. */
  admit(client: string, authenticated: boolean): void {
    if (authenticated) {
      if (this.tokenStreams >= LISTEN_TOKEN_STREAMS_TOTAL)
        throw rateLimited(`Max listener limit exceeded at ${LISTEN_TOKEN_STREAMS_TOTAL}`, LISTEN_RETRY_AFTER_SECONDS)
      return
    }
    if (this.listeners.size - this.tokenStreams >= LISTEN_STREAMS_TOTAL)
      throw rateLimited(`Max listener limit exceeded at ${LISTEN_STREAMS_TOTAL}`, LISTEN_RETRY_AFTER_SECONDS)
    if ((this.perClient.get(client) ?? 0) >= LISTEN_STREAMS_PER_IP)
      throw rateLimited(
        `Max listener limit exceeded at ${LISTEN_STREAMS_PER_IP} open streams for this client`,
        LISTEN_RETRY_AFTER_SECONDS,
      )
  }

  open(req: Request, res: Response, listener: Omit<Listener, 'res'>): void {
    this.admit(listener.client, listener.authenticated)
    startStream(res)
    const entry: Listener = { ...listener, res }
    this.listeners.add(entry)
    if (entry.authenticated) this.tokenStreams += 1
    else this.perClient.set(entry.client, (this.perClient.get(entry.client) ?? 0) + 1)
    send(res, 'welcome', { listenerName: `L${randomId(10)}` })
    const keepAlive = setInterval(() => write(res, ': keep-alive\n\n'), KEEP_ALIVE_MS)
    keepAlive.unref()
    // EventSource reconnects when a stream ends, so a live listener carries on and an abandoned one goes away.
    const lifetime = setTimeout(() => res.end(), LISTEN_MAX_LIFETIME_MS)
    lifetime.unref()
    let stopped = false
    const stop = () => {
      if (stopped) return
      stopped = true
      clearInterval(keepAlive)
      clearTimeout(lifetime)
      this.listeners.delete(entry)
      if (entry.authenticated) return void (this.tokenStreams -= 1)
      const count = (this.perClient.get(entry.client) ?? 1) - 1
      if (count > 0) this.perClient.set(entry.client, count)
      else this.perClient.delete(entry.client)
    }
    req.on('close', stop)
    res.on('close', stop)
  }

  /** Sends `channelError` (what @sanity/client turns into a thrown error) and ends the stream. */
  reject(res: Response, error: unknown): void {
    startStream(res)
    send(res, 'channelError', { error })
    res.end()
  }

  /** Queued so that events reach each listener in commit order even though matching is async. */
  publish(transaction: Transaction): void {
    this.delivery = this.delivery
      .then(() => this.deliver(transaction))
      .catch((err: unknown) => this.logger.error({ err }, 'content lake: failed to deliver listen events'))
  }

  private async deliver({ transactionId, timestamp, identity, changes }: Transaction): Promise<void> {
    const effects = new Map<string, Effects>()
    const effectsOfChange = (change: Change) => {
      let found = effects.get(change.id)
      if (!found) effects.set(change.id, (found = effectsOf(change.before, change.after)))
      return found
    }
    let slice = performance.now()
    for (const listener of [...this.listeners]) {
      if (listener.live) {
        if (changes.some((change) => seenLive(listener, change.id)))
          send(listener.res, 'restart', { id: transactionId }, transactionId)
        continue
      }
      for (const [index, change] of changes.entries()) {
        // Matching is synchronous work in microtasks: every few milliseconds the event loop serves requests.
        if (performance.now() - slice > LISTEN_DELIVERY_SLICE_MS) {
          await nextTurn()
          slice = performance.now()
        }
        if (!this.listeners.has(listener)) break
        if (isPrivateId(change.id) && !listener.authenticated) continue
        if (change.id.startsWith(VERSIONS) && !listener.includeAllVersions) continue
        const before = await matchesFilter(listener.tree, change.before, listener.params)
        const after = await matchesFilter(listener.tree, change.after, listener.params)
        if (!before && !after) continue
        send(
          listener.res,
          'mutation',
          {
            documentId: change.id,
            eventId: `${transactionId}#${change.id}`,
            transactionId,
            identity,
            ...(listener.includeMutations ? { mutations: change.mutations } : {}),
            ...(listener.effects ? { effects: effectsOfChange(change) } : {}),
            previousRev: change.before?._rev,
            resultRev: change.after?._rev ?? transactionId,
            ...(listener.includeResult && change.after ? { result: change.after } : {}),
            ...(listener.includePrevious && change.before ? { previous: change.before } : {}),
            timestamp,
            transition: before && after ? 'update' : after ? 'appear' : 'disappear',
            visibility: 'query',
            transactionTotalEvents: changes.length,
            transactionCurrentEvent: index + 1,
          },
          `${transactionId}#${change.id}`,
        )
      }
    }
  }

  /** Delivers what is queued, then ends every stream; clients see the connection close. */
  async close(): Promise<void> {
    await this.delivery
    for (const { res } of this.listeners) res.end()
    this.listeners.clear()
  }
}

/**
 * Whether a Live Content API stream hears of a change to `id`. Without syncTags on query answers (the lake has none)
 * each visible transaction restarts the client's queries: more reads than hosted Sanity's tags cause, never a stale one.
 */
function seenLive(listener: Listener, id: string): boolean {
  if (!isPrivateId(id)) return true
  return listener.authenticated && listener.live!.includeDrafts && !id.startsWith(VERSIONS)
}

function startStream(res: Response): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // Tells proxies (nginx) not to buffer the stream.
    'X-Accel-Buffering': 'no',
  })
}

function send(res: Response, event: string, data: unknown, id?: string): void {
  write(res, `event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
}

function write(res: Response, chunk: string): void {
  if (res.writableEnded || res.destroyed) return
  res.write(chunk)
  // compression() buffers unless told to flush; SSE must not wait for a full buffer.
  ;(res as Response & { flush?: () => void }).flush?.()
  // A reader that stopped reading would make the server buffer every later event for it.
  if (res.writableLength > LISTEN_MAX_BUFFERED_BYTES) res.destroy()
}
