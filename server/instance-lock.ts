/**
 * One process per data directory while any part of the shop's state is embedded: PGlite and the content lake live in
 * DATA_DIR and allow one writer, and in-memory rate limits would give each process its own allowance. A second
 * instance on the same directory refuses to start and says what to configure instead (docs/architecture.md §3).
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ConfigError, type Config } from './config'

const LOCK_FILE = 'instance.pid'

/** What keeps this configuration to one process, as the variables that would lift it. */
export function embeddedState(config: Pick<Config, 'databaseUrl' | 'redisUrl' | 'sanity'>): string[] {
  const missing: string[] = []
  if (!config.databaseUrl) missing.push('DATABASE_URL (the accounts database is PGlite in DATA_DIR)')
  if (!config.redisUrl) missing.push('REDIS_URL (rate limits and the page cache are kept in this process)')
  if (!config.sanity.projectId) missing.push('SANITY_PROJECT_ID (the content lake is embedded in DATA_DIR)')
  return missing
}

/** Whether process `pid` is running. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims DATA_DIR for this process when the configuration keeps state in it or in memory; returns the release, which
 * also runs at exit. A lock left by a process that died is taken over.
 */
export function claimDataDir(config: Pick<Config, 'databaseUrl' | 'redisUrl' | 'sanity' | 'dataDir'>): () => void {
  const missing = embeddedState(config)
  if (missing.length === 0) return () => {}
  const file = path.join(config.dataDir, LOCK_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
      const holder = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new ConfigError(
          [
            `Another instance of the shop (pid ${holder}) is serving DATA_DIR=${config.dataDir}.`,
            'Only one process may use a data directory while the shop keeps state in it or in memory. To run several',
            'instances, give each the shared services instead:',
            ...missing.map((m) => `  - ${m}`),
          ].join('\n'),
        )
      }
      // The holder is gone (a crash or a kill): its lock is stale.
      unlinkSync(file)
    }
  }
  const release = () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file)
    } catch {
      // Already gone.
    }
  }
  process.once('exit', release)
  return release
}

/** The pid of the live process holding `dataDir`, or null (no lock, or a stale one). */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const holder = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim())
    return Number.isInteger(holder) && holder > 0 && alive(holder) ? holder : null
  } catch {
    return null
  }
}
