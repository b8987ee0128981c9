/**
 * The query workers for HTTP reads. Each worker keeps a replica of the dataset (sent again after a commit, just
 * before its next query) and runs one query at a time under a deadline; a worker that overruns, runs out of
 * memory or crashes is terminated and replaced, and only its caller gets an error. Queries wait in one bounded
 * queue for a free worker.
 *
 * Hand-written rather than piscina: a deadline has to start when a worker picks the query up (not while it
 * waits in the queue), and every worker has to receive each new dataset.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Logger } from 'pino'
import { projectRoot, QUERY_WORKER_BUNDLE } from '@/server/paths'
import { ApiError, busy, queryExecutionError } from './errors'
import type { FromWorker, ToWorker, WorkerData } from './query-worker'
import type { Doc, Docs } from './store'
import type { SourceMapMode } from './source-map'
import type { Perspective } from './visibility'

export interface PoolQuery {
  query: string
  params: Record<string, unknown>
  perspective: Perspective
  authenticated: boolean
  timeoutMs: number
  maxResultBytes: number
  /** Also answer the result's Content Source Map (source-map.ts). */
  sourceMap?: SourceMapMode
  /** Called once with the worker time the query used (0 when it never reached a worker). */
  onWorkerTime?: (ms: number) => void
  /** Aborting removes a query that is still waiting (the client went away). */
  signal?: AbortSignal
}

export interface PoolAnswer {
  /** The result, already JSON. */
  json: string
  /** Its Content Source Map as JSON, when one was asked for. */
  sourceMap?: string
  /** Worker time in milliseconds. */
  ms: number
}

export interface QueryPoolOptions {
  size: number
  maxQueue: number
  maxHeapMb: number
  retryAfterSeconds: number
  projectId: string
  dataset: string
  documents: () => Docs
  logger: Logger
}

interface Job extends PoolQuery {
  id: number
  resolve: (answer: PoolAnswer) => void
  reject: (error: unknown) => void
}

interface Slot {
  worker: Worker
  ready: boolean
  /** The dataset version this worker holds. */
  version: number
  /** Terminated (or being replaced); its late events are ignored. */
  retired?: boolean
  running?: { job: Job; started: number; timer: NodeJS.Timeout }
}

export class QueryPool {
  private readonly slots: Slot[] = []
  private readonly queue: Job[] = []
  private version = 1
  private snapshot: { version: number; documents: Doc[] } | undefined
  private nextId = 1
  private closed = false

  constructor(private readonly options: QueryPoolOptions) {
    for (let i = 0; i < options.size; i++) this.slots.push(this.spawn())
  }

  /** The dataset changed: each worker gets the new documents before its next query. */
  documentsChanged(): void {
    this.version++
  }

  run(query: PoolQuery): Promise<PoolAnswer> {
    const refuse = (description: string) => {
      query.onWorkerTime?.(0)
      return Promise.reject(busy(description, this.options.retryAfterSeconds))
    }
    if (this.closed) return refuse('The content lake is closing')
    // Only anonymous queries are turned away: a token holder (the shop itself) may re-run every cached query at once.
    if (!query.authenticated && this.queue.filter((job) => !job.authenticated).length >= this.options.maxQueue)
      return refuse('The content lake is busy: too many queries are waiting')
    return new Promise<PoolAnswer>((resolve, reject) => {
      const job: Job = { ...query, id: this.nextId++, resolve, reject }
      query.signal?.addEventListener('abort', () => this.dropWaiting(job), { once: true })
      this.queue.push(job)
      this.dispatch()
    })
  }

  /** Stops every worker; queries still waiting get 503. */
  async close(): Promise<void> {
    this.closed = true
    for (const job of this.queue.splice(0)) this.fail(job, busy('The content lake is closing', 1), 0)
    await Promise.all(
      this.slots.map(async (slot) => {
        this.settle(slot, busy('The content lake is closing', 1))
        await slot.worker.terminate()
      }),
    )
  }

  private dropWaiting(job: Job): void {
    const index = this.queue.indexOf(job)
    if (index < 0) return
    this.queue.splice(index, 1)
    this.fail(job, busy('The client went away', 1), 0)
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return
      if (!slot.ready || slot.running) continue
      const job = this.queue.shift()!
      if (slot.version !== this.version) {
        slot.worker.postMessage({ type: 'documents', documents: this.documents() } satisfies ToWorker)
        slot.version = this.version
      }
      const message: ToWorker = {
        type: 'query',
        id: job.id,
        query: job.query,
        params: job.params,
        perspective: job.perspective,
        authenticated: job.authenticated,
        maxResultBytes: job.maxResultBytes,
        ...(job.sourceMap ? { sourceMap: job.sourceMap } : {}),
      }
      slot.worker.postMessage(message)
      const timer = setTimeout(() => this.timeOut(slot), job.timeoutMs)
      slot.running = { job, started: performance.now(), timer }
    }
  }

  /** One array per dataset version, shared by the workers (postMessage copies it anyway). */
  private documents(): Doc[] {
    if (this.snapshot?.version !== this.version)
      this.snapshot = { version: this.version, documents: [...this.options.documents().values()] }
    return this.snapshot.documents
  }

  private spawn(): Slot {
    const worker = new Worker(workerEntry(), {
      workerData: { projectId: this.options.projectId, dataset: this.options.dataset } satisfies WorkerData,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
    })
    // Workers must not keep a process alive that forgot to close the lake (scripts, tests).
    worker.unref()
    const slot: Slot = { worker, ready: false, version: 0 }
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        slot.ready = true
      } else if (slot.running?.job.id === message.id) {
        this.settle(slot, message.type === 'result' ? message : new ApiError(message.status, message.body))
      }
      this.dispatch()
    })
    worker.on('error', (err: Error & { code?: string }) => {
      if (this.slotOf(worker) !== slot) return
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY')
        return this.replace(
          slot,
          queryExecutionError('The query needed more memory than a query may use and was stopped'),
        )
      this.options.logger.error({ err }, 'content lake: query worker failed')
      this.replace(
        slot,
        new ApiError(500, { type: 'internalError', description: 'Internal error in the content lake' }),
      )
    })
    worker.on('exit', () => {
      if (this.slotOf(worker) === slot) this.replace(slot, queryExecutionError('The query worker stopped'))
    })
    return slot
  }

  private slotOf(worker: Worker): Slot | undefined {
    return this.slots.find((slot) => slot.worker === worker)
  }

  private timeOut(slot: Slot): void {
    const job = slot.running?.job
    if (!job) return
    this.replace(
      slot,
      queryExecutionError(
        `The query ran longer than ${job.timeoutMs} ms, the limit for this caller, and was stopped. Narrow the filter or avoid nested *[...] queries.`,
      ),
    )
  }

  /** Fails the running query (if any), terminates the worker and puts a fresh one in its place. */
  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot)
    if (index < 0 || slot.retired) return
    slot.retired = true
    const wasReady = slot.ready
    slot.ready = false
    if (slot.running) this.settle(slot, error)
    void slot.worker.terminate()
    if (this.closed) return
    if (wasReady) {
      this.slots[index] = this.spawn()
      this.dispatch()
      return
    }
    // It never started (a broken build, say): retrying at once would spin, and waiting queries would hang.
    this.options.logger.error('content lake: a query worker failed to start; retrying in a second')
    for (const job of this.queue.splice(0)) this.fail(job, error, 0)
    setTimeout(() => {
      if (!this.closed && this.slots[index] === slot) this.slots[index] = this.spawn()
    }, 1000).unref()
  }

  /** Ends the running query with its result (JSON) or an error; the caller dispatches what waits. */
  private settle(slot: Slot, outcome: Extract<FromWorker, { type: 'result' }> | Error): void {
    const running = slot.running
    if (!running) return
    clearTimeout(running.timer)
    slot.running = undefined
    const ms = Math.round(performance.now() - running.started)
    if (outcome instanceof Error) return this.fail(running.job, outcome, ms)
    running.job.onWorkerTime?.(ms)
    running.job.resolve({ json: outcome.json, ms, ...(outcome.sourceMap ? { sourceMap: outcome.sourceMap } : {}) })
  }

  private fail(job: Job, error: unknown, ms: number): void {
    job.onWorkerTime?.(ms)
    job.reject(error)
  }
}

/**
 * The worker's code: the compiled bundle next to the server's (dist/node, built by vite.server.config.ts), or the
 * TypeScript source through tsx's loader when the lake itself runs from source (npm run dev, Vitest).
 */
function workerEntry(): string | URL {
  const here = import.meta.url
  if (!here.endsWith('.ts')) return path.join(projectRoot, QUERY_WORKER_BUNDLE)
  // Node 20 does not apply --import loaders to a worker's entry: a bootstrap registers tsx, then imports the worker.
  const tsxRoot = path.dirname(createRequire(here).resolve('tsx/package.json'))
  const tsx = pathToFileURL(path.join(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href
  const entry = new URL('./query-worker.ts', here).href
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)})`
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`)
}
