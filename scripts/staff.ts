/**
 * npm run staff -- grant <email> | revoke <email> | reset-factor <email> | list (docs/operations.md): the only way to
 * make a shop account staff (or remove a staff member's lost authenticator app), while the shop runs or not. On PostgreSQL (DATABASE_URL) it opens the database itself. On the embedded PGlite,
 * which one process at a time may open, it asks the shop running on DATA_DIR through its admin channel
 * (server/staff/admin-channel.ts), or opens DATA_DIR itself when no shop is running there.
 */
import { loadConfig } from '@/server/config'
import { openDatabase } from '@/server/db/client'
import { dataDirHolder, alive } from '@/server/instance-lock'
import { createLogger } from '@/server/logger'
import { ADMIN_STAFF_PATH, readAdminChannel } from '@/server/staff/admin-channel'
import {
  parseStaffArgs,
  runStaffCommand,
  STAFF_USAGE,
  type StaffCommand,
  type StaffCommandResult,
} from '@/server/staff/roles'

async function throughRunningShop(port: number, token: string, command: StaffCommand): Promise<StaffCommandResult> {
  const response = await fetch(`http://127.0.0.1:${port}${ADMIN_STAFF_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(command),
  })
  if (response.status === 200 || response.status === 404) {
    const body = (await response.json().catch(() => null)) as StaffCommandResult | null
    if (body && typeof body.output === 'string') return body
  }
  throw new Error(`the shop on port ${port} answered ${response.status}; is DATA_DIR the running shop's?`)
}

async function main(args: string[]): Promise<number> {
  const command = parseStaffArgs(args)
  if (!command) {
    console.error(STAFF_USAGE)
    return 2
  }
  const config = loadConfig()
  let result: StaffCommandResult
  const channel = config.databaseUrl ? null : readAdminChannel(config.dataDir)
  if (channel && alive(channel.pid)) {
    result = await throughRunningShop(channel.port, channel.token, command)
  } else {
    const holder = config.databaseUrl ? null : dataDirHolder(config.dataDir)
    if (holder !== null) {
      console.error(`The shop (pid ${holder}) is starting on DATA_DIR=${config.dataDir}: try again in a moment.`)
      return 1
    }
    const database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      logger: createLogger('warn'),
    })
    try {
      result = await runStaffCommand(database.db, command)
    } finally {
      await database.close()
    }
  }
  ;(result.ok ? console.log : console.error)(result.output)
  return result.ok ? 0 : 1
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`npm run staff: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  },
)
