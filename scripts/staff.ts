/**
 * npm run staff -- grant <email> | revoke <email> | list (docs/operations.md): the only way to make a shop account
 * staff. It opens the shop's database itself: PostgreSQL (DATABASE_URL) while the shop runs, or the embedded PGlite
 * under DATA_DIR when no shop is running on it (PGlite is single-process; stop the shop first).
 */
import { eq, sql } from 'drizzle-orm'
import { loadConfig } from '@/server/config'
import { openDatabase } from '@/server/db/client'
import { users } from '@/server/db/schema/index'
import { createLogger } from '@/server/logger'

async function main(args: string[]): Promise<number> {
  const [command, email] = args
  if (command !== 'list' && (!['grant', 'revoke'].includes(command ?? '') || !email)) {
    console.error('Usage: npm run staff -- grant <email> | revoke <email> | list')
    return 2
  }
  const config = loadConfig()
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    logger: createLogger('warn'),
  })
  try {
    if (command === 'list') {
      const staff = await database.db
        .select({ email: users.email, name: users.fullName })
        .from(users)
        .where(eq(users.isStaff, true))
      console.log(staff.length ? staff.map((s) => `${s.email}\t${s.name}`).join('\n') : 'No staff accounts.')
      return 0
    }
    const [row] = await database.db
      .update(users)
      .set({ isStaff: command === 'grant', updatedAt: sql`now()` })
      .where(sql`lower(${users.email}) = ${email!.trim().toLowerCase()}`)
      .returning({ email: users.email })
    if (!row) {
      console.error(`No shop account for ${email}: register it in the shop first.`)
      return 1
    }
    console.log(`${row.email} ${command === 'grant' ? 'is now staff' : 'is no longer staff'}.`)
    return 0
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`npm run staff: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  },
)
