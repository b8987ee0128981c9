import { readdirSync } from 'node:fs'
import os from 'node:os'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { migrationsFolder, openDatabase } from '@/server/db/client'
import { createScratchPostgresDatabase } from '@/harness/postgres'
import { databaseBackends, testLogger } from '@/tests/helpers/db'

const postgres = databaseBackends.find((b) => b.name === 'postgres')!

// A deploy starts its instances together on an empty database: each must come up, and the schema exist once.
describe.skipIf(postgres.skipReason)('instances starting together on one empty PostgreSQL database', () => {
  it('all three run the migrations without failing, one after the other', async () => {
    const scratch = await createScratchPostgresDatabase('migrate_together')
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url, logger: testLogger })),
      )
      const failures = opened.filter((r) => r.status === 'rejected').map((r) => String(r.reason))
      expect(failures).toEqual([])
      const client = new pg.Client({ connectionString: scratch.url })
      await client.connect()
      const applied = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
      await client.end()
      const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))
      expect(applied.rows[0]?.n).toBe(files.length)
      for (const r of opened) if (r.status === 'fulfilled') await r.value.close()
    } finally {
      await scratch.drop()
    }
  })
})
