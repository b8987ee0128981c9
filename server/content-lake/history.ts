/**
 * The transaction log behind Studio's history ("Review changes", restore): one entry per committed transaction
 * with its author and, per document, mendoza effects that turn the document before into the document after and
 * back. Past revisions are rebuilt from the current dataset by applying `revert` effects, newest first, so the log
 * needs no snapshots. Kept in memory and appended to `<dataset>.history.ndjson`; the dataset file stays the source
 * of truth, so a lost or torn history line costs old revisions, never content. docs/adr/0008-local-studio.md
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises'
import { applyPatch } from 'mendoza'
import type { Logger } from 'pino'
import { effectsOf, type Effects } from './effects'
import { HISTORY_MAX_TRANSACTIONS } from './limits'
import type { Transaction } from './mutate'
import type { Doc, Docs } from './store'

export interface HistoryEntry {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  effects: Record<string, Effects>
  mutations: unknown[]
}

export interface TransactionQuery {
  ids: string[]
  /** Newest first. */
  reverse?: boolean
  limit?: number
  /** Inclusive bounds, by transaction id or time. */
  fromTransaction?: string
  toTransaction?: string
  fromTime?: string
  toTime?: string
}

export type RevisionSelector = { revision: string } | { time: string } | { lastRevision: true }

export class TransactionLog {
  private entries: HistoryEntry[]
  private appending: Promise<void> = Promise.resolve()

  private constructor(
    readonly file: string,
    entries: HistoryEntry[],
    private readonly logger: Logger,
  ) {
    this.entries = entries
  }

  static async open(file: string, logger: Logger): Promise<TransactionLog> {
    let text = ''
    try {
      text = await readFile(file, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
    const entries: HistoryEntry[] = []
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue
      try {
        entries.push(JSON.parse(line) as HistoryEntry)
      } catch {
        // A line torn by a crash mid-append: the revisions before it are still good.
        logger.warn({ file }, 'content lake: skipped an unreadable history line')
      }
    }
    const log = new TransactionLog(file, entries, logger)
    if (entries.length > HISTORY_MAX_TRANSACTIONS) await log.compact()
    return log
  }

  get size(): number {
    return this.entries.length
  }

  /** Called for each committed transaction, in commit order. */
  record(transaction: Transaction, author: string): void {
    const entry: HistoryEntry = {
      id: transaction.transactionId,
      timestamp: transaction.timestamp,
      author,
      documentIDs: transaction.changes.map((change) => change.id),
      effects: Object.fromEntries(
        transaction.changes.map((change) => [change.id, effectsOf(change.before, change.after)]),
      ),
      mutations: transaction.changes.flatMap((change) => change.mutations),
    }
    this.entries.push(entry)
    const line = JSON.stringify(entry) + '\n'
    this.appending = this.appending
      .then(async () => {
        await appendFile(this.file, line, { mode: 0o600 })
        // Twice the cap before compacting, so the file is rewritten rarely.
        if (this.entries.length > 2 * HISTORY_MAX_TRANSACTIONS) await this.compact()
      })
      .catch((err: unknown) => this.logger.error({ err }, 'content lake: could not write the history log'))
  }

  async flush(): Promise<void> {
    await this.appending
  }

  private async compact(): Promise<void> {
    this.entries = this.entries.slice(-HISTORY_MAX_TRANSACTIONS)
    await writeFile(this.file, this.entries.map((entry) => JSON.stringify(entry) + '\n').join(''), { mode: 0o600 })
  }

  /** Transactions that touched any of `ids`, oldest first unless `reverse`. */
  transactions(query: TransactionQuery): HistoryEntry[] {
    const wanted = new Set(query.ids)
    let from = 0
    let to = this.entries.length - 1
    if (query.fromTransaction !== undefined) {
      const at = this.indexOf(query.fromTransaction)
      from = at < 0 ? this.entries.length : at
    }
    if (query.toTransaction !== undefined) to = this.indexOf(query.toTransaction)
    const picked: HistoryEntry[] = []
    for (let i = from; i <= to; i++) {
      const entry = this.entries[i]!
      if (query.fromTime && entry.timestamp < query.fromTime) continue
      if (query.toTime && entry.timestamp > query.toTime) continue
      if (entry.documentIDs.some((id) => wanted.has(id))) picked.push(entry)
    }
    if (query.reverse) picked.reverse()
    return query.limit === undefined ? picked : picked.slice(0, query.limit)
  }

  private indexOf(transactionId: string): number {
    for (let i = this.entries.length - 1; i >= 0; i--) if (this.entries[i]!.id === transactionId) return i
    return -1
  }

  /**
   * Each document as it was at a revision, a time, or (lastRevision) its newest existing state, deleted documents
   * included. Documents that did not exist then are left out.
   */
  documents(current: Docs, ids: string[], at: RevisionSelector): Doc[] {
    let until = this.entries.length - 1
    if ('revision' in at) {
      until = this.indexOf(at.revision)
      if (until < 0) return []
    } else if ('time' in at) {
      while (until >= 0 && this.entries[until]!.timestamp > at.time) until--
    }
    const found: Doc[] = []
    for (const id of ids) {
      const doc = 'lastRevision' in at ? this.lastExisting(current, id) : this.stateAfter(current, id, until)
      if (doc) found.push(doc)
    }
    return found
  }

  /** The document after entry `index` (-1: before the log began), rebuilt backwards from its current state. */
  private stateAfter(current: Docs, id: string, index: number): Doc | undefined {
    let doc: unknown = current.get(id) ?? null
    for (let i = this.entries.length - 1; i > index; i--) {
      const effects = this.entries[i]!.effects[id]
      if (effects) doc = applyPatch(doc, effects.revert)
    }
    if (!doc) return undefined
    const rev = this.lastTouch(id, index)
    return { ...(doc as Doc), ...(rev ? { _rev: rev } : {}) }
  }

  private lastExisting(current: Docs, id: string): Doc | undefined {
    const now = current.get(id)
    if (now) return now
    for (let i = this.entries.length - 1; i >= 0; i--) {
      if (!this.entries[i]!.effects[id]) continue
      const doc = this.stateAfter(current, id, i - 1)
      if (doc) return doc
    }
    return undefined
  }

  private lastTouch(id: string, index: number): string | undefined {
    for (let i = index; i >= 0; i--) if (this.entries[i]!.effects[id]) return this.entries[i]!.id
    return undefined
  }
}
