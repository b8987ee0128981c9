/**
 * The embedded, Sanity-compatible content API ("content lake"): the same HTTP API @sanity/client and
 * @sanity/image-url use against hosted Sanity, over a local NDJSON dataset. Mount with
 * `app.use('/content', lake.router)` and point the client at `apiHost: <origin>/content, useProjectHostname: false`.
 */
import path from 'node:path'
import type { Router } from 'express'
import type { Logger } from 'pino'
import { prepareImageAsset } from './assets'
import { createAuth } from './auth'
import { ApiError } from './errors'
import { createImageServer } from './images'
import {
  ANONYMOUS_QUERY_TIME_PER_IP,
  MIN_QUERY_CHARGE_MS,
  QUERY_QUEUE_MAX,
  QUERY_RETRY_AFTER_SECONDS,
  QUERY_WORKER_MAX_HEAP_MB,
  QUERY_WORKERS,
} from './limits'
import { TransactionLog } from './history'
import { ListenHub } from './listen'
import { planTransaction, type CommitOptions, type MutationsOrPlan, type Transaction } from './mutate'
import { runQuery } from './query'
import { QueryPool } from './query-pool'
import { createRouter } from './router'
import { DatasetStore, type Doc, type Docs } from './store'
import { createTimeBudget } from './throttle'
import { viewOf, type Perspective } from './visibility'

export { ApiError, DatasetCorruptError } from './errors'
export { LAKE_MOUNT_PATH } from './assets'
export type { Perspective } from './visibility'

export interface ContentLakeOptions {
  /** e.g. <repo>/.data/content; the lake owns everything below it. */
  dataDir: string
  projectId: string
  dataset: string
  /** Write token; required for mutate/upload and for reading drafts. */
  token: string
  logger: Logger
  /**
   * Called once the lake accepts internal writes, when the dataset file is missing or empty; createContentLake
   * resolves after it. It receives the seed target, because the lake object does not exist yet while it runs:
   * wire it as `seed: (target) => importSeed(target)`.
   */
  seed?: (target: SeedTarget) => Promise<unknown>
}

export interface MutationEvent {
  documentIds: string[]
  types: string[]
  /** Each changed document with its `_type` (after the change, and before it when that differs or for a delete). */
  documents: Array<{ id: string; type: string | undefined }>
}

export interface LakeQueryOptions {
  /** `published` (default) hides drafts, `drafts` overlays them, `raw` returns both side by side. */
  perspective?: Perspective
}

export interface ContentLake {
  router: Router
  /**
   * GROQ in-process, for the shop's own (trusted) queries: on this thread, with no deadline or size caps, and a
   * parse-tree cache bounded by count and query length. Throws ApiError (e.g. `queryParseError`) like the HTTP API.
   * The result is the caller's own copy: changing it cannot reach the stored documents.
   */
  query<T = unknown>(groq: string, params?: Record<string, unknown>, options?: LakeQueryOptions): Promise<T>
  /** Subscribe to committed mutations (used by the content cache to purge). Returns an unsubscribe function. */
  onMutation(listener: (event: MutationEvent) => void): () => void
  /** Ends SSE streams, flushes writes, stops the query workers. */
  close(): Promise<void>
}

export interface SeedTarget {
  uploadImage(img: { filename: string; data: Buffer; contentType: string }): Promise<{ _id: string }>
  createOrReplace(docs: Array<Record<string, unknown> & { _id: string; _type: string }>): Promise<void>
}

export type { CommitOptions, MutationsOrPlan } from './mutate'

interface Internals {
  commit: (mutations: MutationsOrPlan, options?: CommitOptions) => Promise<Transaction>
  uploadImage: (upload: { data: Buffer; filename?: string }) => Promise<Doc>
}

const internals = new WeakMap<ContentLake, Internals>()

export async function createContentLake(options: ContentLakeOptions): Promise<ContentLake> {
  const { dataDir, projectId, dataset, logger } = options
  if (!options.token) throw new Error('createContentLake needs a token (CONTENT_LAKE_TOKEN)')
  const store = await DatasetStore.open(path.join(dataDir, `${dataset}.ndjson`), logger)
  const hub = new ListenHub(logger)
  const history = await TransactionLog.open(path.join(dataDir, `${dataset}.history.ndjson`), logger)
  const pool = new QueryPool({
    size: QUERY_WORKERS,
    maxQueue: QUERY_QUEUE_MAX,
    maxHeapMb: QUERY_WORKER_MAX_HEAP_MB,
    retryAfterSeconds: QUERY_RETRY_AFTER_SECONDS,
    projectId,
    dataset,
    documents: () => store.docs,
    logger,
  })
  const listeners = new Set<(event: MutationEvent) => void>()
  let closed = false

  const emit = (transaction: Transaction) => {
    logger.debug(
      { transactionId: transaction.transactionId, documentIds: transaction.changes.map((c) => c.id) },
      'content lake: committed',
    )
    pool.documentsChanged()
    history.record(transaction, transaction.identity)
    hub.publish(transaction)
    const event: MutationEvent = {
      documentIds: transaction.changes.map((c) => c.id),
      types: [
        ...new Set(
          transaction.changes.flatMap((c) => [c.before?._type, c.after?._type]).filter((t) => t !== undefined),
        ),
      ],
      // A change of `_type` (rare) touches the queries of both types.
      documents: transaction.changes.flatMap((c): MutationEvent['documents'] => {
        const types = new Set([c.after?._type, c.before?._type].filter((t) => t !== undefined))
        return types.size ? [...types].map((type) => ({ id: c.id, type })) : [{ id: c.id, type: undefined }]
      }),
    }
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (err) {
        logger.error({ err }, 'content lake: onMutation listener threw')
      }
    }
  }

  const commit: Internals['commit'] = (mutations, { transactionId, dryRun = false, identity } = {}) => {
    if (closed)
      return Promise.reject(new ApiError(503, { type: 'unavailable', description: 'The content lake is closed' }))
    return store.write(async (docs) => {
      const list = typeof mutations === 'function' ? (mutations as (docs: Docs) => unknown)(docs) : mutations
      const { next, transaction } = await planTransaction(docs, list, {
        ...(transactionId ? { transactionId } : {}),
        ...(identity ? { identity } : {}),
        now: new Date(),
        projectId,
        dataset,
      })
      const changed = !dryRun && transaction.changes.length > 0
      return { next: changed ? next : null, value: transaction, onCommit: () => emit(transaction) }
    })
  }

  const uploadImage: Internals['uploadImage'] = async (upload) => {
    const asset = await prepareImageAsset(dataDir, { ...upload, projectId, dataset })
    const { results } = await commit([{ createIfNotExists: asset }])
    return results[0]?.document ?? asset
  }

  const lake: ContentLake = {
    router: createRouter({
      projectId,
      dataset,
      logger,
      auth: createAuth(options.token),
      docs: () => store.docs,
      commit,
      uploadImage,
      hub,
      images: createImageServer({ dataDir, projectId, dataset }),
      history,
      pool,
      queryBudget: createTimeBudget({
        ms: ANONYMOUS_QUERY_TIME_PER_IP.ms,
        windowSeconds: ANONYMOUS_QUERY_TIME_PER_IP.windowSeconds,
        minChargeMs: MIN_QUERY_CHARGE_MS,
      }),
    }),
    async query<T>(groq: string, params: Record<string, unknown> = {}, options: LakeQueryOptions = {}) {
      const { perspective = 'published' } = options
      const view = viewOf(store.docs, true, perspective)
      return structuredClone(await runQuery(groq, params, { view, projectId, dataset })) as T
    },
    onMutation(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      closed = true
      await store.flush()
      await Promise.all([hub.close(), pool.close(), history.flush()])
    },
  }
  internals.set(lake, { commit, uploadImage })

  if (store.docs.size === 0 && options.seed) {
    logger.info({ file: store.file }, 'content lake: empty dataset, seeding')
    try {
      await options.seed(lakeSeedTarget(lake))
    } catch (err) {
      await lake.close()
      throw err
    }
    logger.info({ documents: store.docs.size }, 'content lake: seeded')
  }
  logger.info({ file: store.file, documents: store.docs.size }, 'content lake ready')
  return lake
}

/** Lets the seed importer write straight into the lake (no HTTP, no token). */
export function lakeSeedTarget(lake: ContentLake): SeedTarget {
  const inner = internals.get(lake)
  if (!inner)
    throw new Error(
      'lakeSeedTarget needs a lake made by createContentLake (inside the seed option, use its argument: seed: (target) => importSeed(target))',
    )
  return {
    async uploadImage({ filename, data }) {
      const asset = await inner.uploadImage({ data, filename })
      return { _id: asset._id }
    },
    async createOrReplace(docs) {
      if (docs.length === 0) return
      await inner.commit(docs.map((doc) => ({ createOrReplace: doc })))
    },
  }
}
