/**
 * The embedded, Sanity-compatible content API ("content lake"): the same HTTP API @sanity/client and
 * @sanity/image-url use against hosted Sanity, over a local NDJSON dataset. Mount with
 * `app.use('/content', lake.router)` and point the client at `apiHost: <origin>/content, useProjectHostname: false`.
 */
import path from 'node:path'
import type { Router } from 'express'
import type { Logger } from 'pino'
import { createAuth } from './auth'
import { createCommit, createImageUpload, type Commit, type UploadImage } from './commit'
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
import { MutationListeners, mutationEvent, type MutationEvent } from './mutation-events'
import { runQuery } from './query'
import { contentSourceMap, type ContentSourceMap } from './source-map'
import { QueryPool } from './query-pool'
import { createRouter } from './router'
import { DatasetStore } from './store'
import { createTimeBudget, type TimeBudget } from './throttle'
import { viewOf, type Perspective } from './visibility'

export { ApiError, DatasetCorruptError } from './errors'
export { LAKE_MOUNT_PATH } from './assets'
export type { MutationEvent } from './mutation-events'
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
  /** The same read with the answer's Content Source Map (source-map.ts), for draft preview's stega encoding. */
  queryWithSourceMap<T = unknown>(
    groq: string,
    params?: Record<string, unknown>,
    options?: LakeQueryOptions,
  ): Promise<{ result: T; resultSourceMap: ContentSourceMap }>
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
  commit: Commit
  uploadImage: UploadImage
}

const internals = new WeakMap<ContentLake, Internals>()

export async function createContentLake(options: ContentLakeOptions): Promise<ContentLake> {
  const { dataDir, projectId, dataset, logger } = options
  if (!options.token) throw new Error('createContentLake needs a token (CONTENT_LAKE_TOKEN)')
  const store = await DatasetStore.open(path.join(dataDir, `${dataset}.ndjson`), logger)
  const hub = new ListenHub(logger)
  const history = await TransactionLog.open(path.join(dataDir, `${dataset}.history.ndjson`), logger)
  const pool = openQueryPool(store, options)
  const listeners = new MutationListeners(logger)
  let closed = false

  const commit = createCommit(store, {
    projectId,
    dataset,
    isClosed: () => closed,
    onCommit(transaction) {
      logger.debug(
        { transactionId: transaction.transactionId, documentIds: transaction.changes.map((c) => c.id) },
        'content lake: committed',
      )
      pool.documentsChanged()
      history.record(transaction, transaction.identity)
      hub.publish(transaction)
      listeners.notify(mutationEvent(transaction))
    },
  })
  const uploadImage = createImageUpload(commit, { dataDir, projectId, dataset })

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
      queryBudget: anonymousQueryBudget(),
    }),
    async query<T>(groq: string, params: Record<string, unknown> = {}, options: LakeQueryOptions = {}) {
      const { perspective = 'published' } = options
      const view = viewOf(store.docs, true, perspective)
      return structuredClone(await runQuery(groq, params, { view, projectId, dataset })) as T
    },
    async queryWithSourceMap<T>(groq: string, params: Record<string, unknown> = {}, options: LakeQueryOptions = {}) {
      const view = viewOf(store.docs, true, options.perspective ?? 'published')
      const result = structuredClone(await runQuery(groq, params, { view, projectId, dataset })) as T
      return { result, resultSourceMap: contentSourceMap(result, view, 'key') }
    },
    onMutation: (listener) => listeners.add(listener),
    async close() {
      closed = true
      await store.flush()
      await Promise.all([hub.close(), pool.close(), history.flush()])
    },
  }
  internals.set(lake, { commit, uploadImage })
  await seedIfEmpty(lake, store, options)
  logger.info({ file: store.file, documents: store.docs.size }, 'content lake ready')
  return lake
}

function openQueryPool(store: DatasetStore, options: ContentLakeOptions): QueryPool {
  return new QueryPool({
    size: QUERY_WORKERS,
    maxQueue: QUERY_QUEUE_MAX,
    maxHeapMb: QUERY_WORKER_MAX_HEAP_MB,
    retryAfterSeconds: QUERY_RETRY_AFTER_SECONDS,
    projectId: options.projectId,
    dataset: options.dataset,
    documents: () => store.docs,
    logger: options.logger,
  })
}

/** In this process's memory even with REDIS_URL: only one process can serve a lake (docs/architecture.md §6). */
function anonymousQueryBudget(): TimeBudget {
  return createTimeBudget({
    ms: ANONYMOUS_QUERY_TIME_PER_IP.ms,
    windowSeconds: ANONYMOUS_QUERY_TIME_PER_IP.windowSeconds,
    minChargeMs: MIN_QUERY_CHARGE_MS,
  })
}

/** Fills an empty dataset from `options.seed`; a failed seed closes the lake, so its workers do not outlive it. */
async function seedIfEmpty(lake: ContentLake, store: DatasetStore, options: ContentLakeOptions): Promise<void> {
  if (store.docs.size > 0 || !options.seed) return
  options.logger.info({ file: store.file }, 'content lake: empty dataset, seeding')
  try {
    await options.seed(lakeSeedTarget(lake))
  } catch (err) {
    await lake.close()
    throw err
  }
  options.logger.info({ documents: store.docs.size }, 'content lake: seeded')
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
