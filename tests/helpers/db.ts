/**
 * Test databases for the accounts schema. PGlite: the cluster is initialised (and migrated) once into a template
 * directory that every test file copies, because a fresh PGlite takes ~10 s to start and a copy reopens in ~2 s.
 * The template and its copies (40 MB, 1,100 files each) live in memory (/dev/shm) where Linux has it: on a busy
 * disk a copy to /tmp took 1–5 s and its removal up to 2, in memory a third of that (docs/testing.md).
 * PostgreSQL (when DATABASE_URL is set): a uniquely named database per call, dropped on close.
 */
import { createHash } from 'node:crypto'
import { accessSync, constants, existsSync, statfsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { createScratchPostgresDatabase } from '@/harness/postgres'
import { migrationsFolder, openDatabase, type Database } from '@/server/db/client'

export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })

export type DatabaseBackend = 'pglite' | 'postgres'

export interface BackendInfo {
  name: DatabaseBackend
  /** Why the backend is skipped, or undefined when it runs. */
  skipReason: string | undefined
}

export const databaseBackends: BackendInfo[] = [
  { name: 'pglite', skipReason: undefined },
  { name: 'postgres', skipReason: process.env.DATABASE_URL ? undefined : 'DATABASE_URL is not set' },
]

for (const b of databaseBackends) {
  if (b.skipReason) console.info(`[tests] skipping the ${b.name} variant: ${b.skipReason}`)
}

export interface TestDatabase {
  db: Database
  backend: DatabaseBackend
  /** Empties every accounts table (between tests). */
  truncate: () => Promise<void>
  close: () => Promise<void>
}

const TABLES = [
  'mail_outbox',
  'newsletter_subscribers',
  'password_reset_tokens',
  'email_verification_tokens',
  'email_change_tokens',
  'stock_alerts',
  'users',
]

/** Room for the template and a copy per running test file, with a wide margin. */
const PGLITE_ROOM_BYTES = 1024 ** 3

/**
 * Where PGlite's template and copies go: memory where Linux offers enough of it (a container's /dev/shm is often
 * 64 MB, too small for two copies), else the temporary directory.
 */
function pgliteRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK)
    const { bavail, bsize } = statfsSync('/dev/shm')
    return bavail * bsize >= PGLITE_ROOM_BYTES ? '/dev/shm' : os.tmpdir()
  } catch {
    return os.tmpdir()
  }
}
const PGLITE_ROOT = pgliteRoot()

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const file of (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** A migrated PGlite data directory, built once per set of migrations and reused across test files and runs. */
async function pgliteTemplate(): Promise<string> {
  const dir = path.join(PGLITE_ROOT, `storefront-accounts-pglite-${await migrationsHash()}`)
  if (existsSync(dir)) return dir
  const building = await mkdtemp(path.join(PGLITE_ROOT, 'storefront-accounts-pglite-build-'))
  const { close } = await openDatabase({ dataDir: building, logger: testLogger })
  await close()
  try {
    await rename(building, dir)
  } catch {
    // Another run finished first; theirs is as good as ours.
    await rm(building, { recursive: true, force: true })
  }
  return dir
}

export async function openTestDatabase(backend: DatabaseBackend): Promise<TestDatabase> {
  let db: Database
  let closeDb: () => Promise<void>
  let cleanup: () => Promise<void>

  if (backend === 'pglite') {
    const template = await pgliteTemplate()
    const dataDir = await mkdtemp(path.join(PGLITE_ROOT, 'storefront-accounts-test-'))
    await cp(template, dataDir, { recursive: true })
    ;({ db, close: closeDb } = await openDatabase({ dataDir, logger: testLogger }))
    cleanup = () => rm(dataDir, { recursive: true, force: true })
  } else {
    const scratch = await createScratchPostgresDatabase('accounts_test')
    ;({ db, close: closeDb } = await openDatabase({
      dataDir: os.tmpdir(),
      databaseUrl: scratch.url,
      logger: testLogger,
    }))
    cleanup = scratch.drop
  }

  return {
    db,
    backend,
    async truncate() {
      await db.execute(sql.raw(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(', ')} CASCADE`))
    },
    async close() {
      await closeDb()
      await cleanup()
    },
  }
}
