import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError } from '@/server/config'
import { claimDataDir } from '@/server/instance-lock'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function config(overrides: { databaseUrl?: string; redisUrl?: string; projectId?: string } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'instance-lock-'))
  dirs.push(dataDir)
  return {
    dataDir,
    databaseUrl: overrides.databaseUrl,
    redisUrl: overrides.redisUrl,
    sanity: { projectId: overrides.projectId },
  } as Parameters<typeof claimDataDir>[0]
}

const lockFile = (dataDir: string) => path.join(dataDir, 'instance.pid')

describe('claimDataDir', () => {
  it('writes this process id and removes it on release', () => {
    const c = config()
    const release = claimDataDir(c)
    expect(readFileSync(lockFile(c.dataDir), 'utf8')).toBe(String(process.pid))
    release()
    expect(existsSync(lockFile(c.dataDir))).toBe(false)
  })

  it('refuses a directory held by a live process, naming only the services still embedded', () => {
    const c = config({ databaseUrl: 'postgres://db/shop' })
    writeFileSync(lockFile(c.dataDir), String(process.ppid))
    expect(() => claimDataDir(c)).toThrow(ConfigError)
    try {
      claimDataDir(c)
    } catch (error) {
      expect((error as Error).message).toContain(`pid ${process.ppid}`)
      expect((error as Error).message).toContain('REDIS_URL')
      expect((error as Error).message).not.toContain('DATABASE_URL')
    }
  })

  it('takes over the lock of a process that died', () => {
    const c = config()
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid
    writeFileSync(lockFile(c.dataDir), String(dead))
    claimDataDir(c)()
    expect(existsSync(lockFile(c.dataDir))).toBe(false)
  })

  it('takes no lock when every store is shared', () => {
    const c = config({ databaseUrl: 'postgres://db/shop', redisUrl: 'redis://cache', projectId: 'abc123' })
    claimDataDir(c)
    expect(existsSync(lockFile(c.dataDir))).toBe(false)
  })
})
