/**
 * The lake's one way to write: mutations (or a plan of them) become one transaction against the store, and
 * `onCommit` hears it inside the write queue, so events keep commit order. Uploads commit their asset document.
 */
import { prepareImageAsset } from './assets'
import { ApiError } from './errors'
import { planTransaction, type CommitOptions, type MutationsOrPlan, type Transaction } from './mutate'
import type { DatasetStore, Doc, Docs } from './store'

export type Commit = (mutations: MutationsOrPlan, options?: CommitOptions) => Promise<Transaction>
export type UploadImage = (upload: { data: Buffer; filename?: string }) => Promise<Doc>

interface Target {
  projectId: string
  dataset: string
}

export function createCommit(
  store: DatasetStore,
  target: Target & { isClosed: () => boolean; onCommit: (transaction: Transaction) => void },
): Commit {
  const { projectId, dataset } = target
  return (mutations, { transactionId, dryRun = false, identity } = {}) => {
    if (target.isClosed())
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
      return { next: changed ? next : null, value: transaction, onCommit: () => target.onCommit(transaction) }
    })
  }
}

/** Stores an image's file under `dataDir` and commits its asset document (kept as is when it already exists). */
export function createImageUpload(commit: Commit, target: Target & { dataDir: string }): UploadImage {
  const { dataDir, projectId, dataset } = target
  return async (upload) => {
    const asset = await prepareImageAsset(dataDir, { ...upload, projectId, dataset })
    const { results } = await commit([{ createIfNotExists: asset }])
    return results[0]?.document ?? asset
  }
}
