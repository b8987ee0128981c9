/**
 * A query worker (worker_threads): holds a replica of the dataset and runs one HTTP query at a time with
 * groq-js. Parsing is synchronous and evaluation runs in microtasks, so only another thread can stop a query
 * that runs too long: the pool (query-pool.ts) terminates this worker and starts a new one.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { ApiError, queryExecutionError } from './errors'
import { checkAnonymousGroq } from './anonymous-grammar'
import { parseQuery, runQuery } from './query'
import { contentSourceMap, type SourceMapMode } from './source-map'
import type { Doc } from './store'
import { viewOf, type Perspective } from './visibility'

export interface WorkerData {
  projectId: string
  dataset: string
}

export type ToWorker =
  | { type: 'documents'; documents: Doc[] }
  | {
      type: 'query'
      id: number
      query: string
      params: Record<string, unknown>
      perspective: Perspective
      authenticated: boolean
      maxResultBytes: number
      sourceMap?: SourceMapMode
    }

export type FromWorker =
  | { type: 'ready' }
  | { type: 'result'; id: number; json: string; sourceMap?: string }
  | { type: 'error'; id: number; status: number; body: ApiError['body'] }

const port = parentPort
if (!port) throw new Error('query-worker.ts runs as a worker thread (see query-pool.ts)')
const { projectId, dataset } = workerData as WorkerData
let docs: ReadonlyMap<string, Doc> = new Map()

async function answer(job: Extract<ToWorker, { type: 'query' }>): Promise<FromWorker> {
  try {
    // The grammar check parses here, under the deadline; runQuery then reuses the cached tree.
    if (!job.authenticated) checkAnonymousGroq(parseQuery(job.query, job.params), job.query, 'query')
    const view = viewOf(docs, job.authenticated, job.perspective)
    const result = await runQuery(job.query, job.params, { view, projectId, dataset })
    // Serialised here, so the web thread neither copies the result object nor builds the JSON.
    const json = JSON.stringify(result) ?? 'null'
    const bytes = Buffer.byteLength(json)
    if (bytes > job.maxResultBytes)
      throw queryExecutionError(
        `The query result is ${bytes} bytes of JSON; the limit for this caller is ${job.maxResultBytes}. Select fewer documents or fields.`,
      )
    if (!job.sourceMap) return { type: 'result', id: job.id, json }
    const sourceMap = JSON.stringify(contentSourceMap(result, view, job.sourceMap))
    return { type: 'result', id: job.id, json, sourceMap }
  } catch (err) {
    if (err instanceof ApiError) return { type: 'error', id: job.id, status: err.status, body: err.body }
    return { type: 'error', id: job.id, status: 500, body: { type: 'internalError', description: String(err) } }
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'documents') {
    docs = new Map(message.documents.map((doc) => [doc._id, doc]))
    return
  }
  void answer(message).then((reply) => port.postMessage(reply))
})
port.postMessage({ type: 'ready' } satisfies FromWorker)
