/**
 * A PostgreSQL database of its own on DATABASE_URL's server, for a test or a load run (tests/helpers/db.ts, the
 * reliability world, npm run scale): created empty, dropped when done.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** An empty PostgreSQL database of its own on DATABASE_URL's server (for a whole shop process to migrate and use). */
export async function createScratchPostgresDatabase(
  prefix = 'storefront_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) throw new Error('DATABASE_URL is not set')
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`)
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}
