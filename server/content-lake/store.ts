/**
 * The dataset: an in-memory Map of documents backed by one NDJSON file.
 * Every write replaces the whole file through temp file + fsync + rename, so a crash mid-write
 * leaves either the old or the new file, never a partial one. Writes run one at a time.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import { DatasetCorruptError } from './errors'

export type Doc = Record<string, unknown> & { _id: string; _type: string }
export type Docs = ReadonlyMap<string, Doc>

/** What a write computes from the current documents; `next: null` means nothing changed. */
export interface WritePlan<T> {
  next: Map<string, Doc> | null
  value: T
  /** Runs right after the new state is visible, still inside the write queue (keeps event order = commit order). */
  onCommit?: () => void
}

const TEMP_MARKER = '.tmp-'

export class DatasetStore {
  private current: Docs
  private queue: Promise<unknown> = Promise.resolve()

  private constructor(
    readonly file: string,
    docs: Docs,
    private readonly logger: Logger,
  ) {
    this.current = docs
  }

  static async open(file: string, logger: Logger): Promise<DatasetStore> {
    await mkdir(path.dirname(file), { recursive: true })
    await removeStaleTempFiles(file, logger)
    return new DatasetStore(file, await readDataset(file), logger)
  }

  get docs(): Docs {
    return this.current
  }

  write<T>(plan: (docs: Docs) => WritePlan<T> | Promise<WritePlan<T>>): Promise<T> {
    const run = async () => {
      const { next, value, onCommit } = await plan(this.current)
      if (next) {
        await writeAtomically(this.file, next.values())
        this.current = next
        onCommit?.()
      }
      return value
    }
    const result = this.queue.then(run)
    this.queue = result.catch(() => undefined)
    return result
  }

  /** Resolves when every write queued so far has finished. */
  async flush(): Promise<void> {
    await this.queue
  }
}

async function readDataset(file: string): Promise<Map<string, Doc>> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Map()
    throw err
  }
  const docs = new Map<string, Doc>()
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    if (line.trim() === '') return
    const corrupt = (reason: string) =>
      new DatasetCorruptError(
        `Dataset file ${file} is corrupt at line ${index + 1}: ${reason}. ` +
          'The lake never writes partial files, so the file was changed outside the lake: ' +
          'fix or remove that line, restore the file from a backup, or move the file away to start again from the seed.',
      )
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (err) {
      throw corrupt(`invalid JSON (${(err as Error).message})`)
    }
    if (!isDoc(value)) throw corrupt('expected a JSON object with string _id and _type')
    if (docs.has(value._id)) throw corrupt(`duplicate _id "${value._id}"`)
    docs.set(value._id, value)
  })
  return docs
}

function isDoc(value: unknown): value is Doc {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { _id, _type } = value as Record<string, unknown>
  return typeof _id === 'string' && _id !== '' && typeof _type === 'string' && _type !== ''
}

/** Writes documents as NDJSON to a temp file in the same directory, fsyncs it and renames it over `file`. */
export async function writeAtomically(file: string, docs: Iterable<Doc>): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}${TEMP_MARKER}${randomBytes(6).toString('hex')}`)
  const handle = await open(temp, 'wx', 0o600)
  try {
    let chunk = ''
    for (const doc of docs) {
      chunk += JSON.stringify(doc) + '\n'
      if (chunk.length > 1 << 16) {
        await handle.write(chunk)
        chunk = ''
      }
    }
    await handle.write(chunk)
    await handle.sync()
    await handle.close()
    await rename(temp, file)
  } catch (err) {
    await handle.close().catch(() => undefined)
    await unlink(temp).catch(() => undefined)
    throw err
  }
  await syncDirectory(path.dirname(file))
}

/** Makes the rename itself durable; not every platform allows fsync on a directory, hence best effort. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // best effort
  }
}

/** A crash between creating and renaming a temp file leaves it behind; it never holds committed data. */
async function removeStaleTempFiles(file: string, logger: Logger): Promise<void> {
  const prefix = `.${path.basename(file)}${TEMP_MARKER}`
  for (const name of await readdir(path.dirname(file))) {
    if (!name.startsWith(prefix)) continue
    await unlink(path.join(path.dirname(file), name)).catch(() => undefined)
    logger.warn({ file: name }, 'content lake: removed a temp file left by an interrupted write')
  }
}
