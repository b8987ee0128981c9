/**
 * The running shop's door for `npm run staff` while its database is the embedded PGlite, which only one process may
 * open (docs/operations.md). The shop writes where it listens and a fresh secret to DATA_DIR/admin.json (mode 0600,
 * readable by the account that runs it); the CLI sends the secret back. Only this machine's unproxied requests with a
 * local Host reach the route (`loopbackOnly`), so neither the network nor a rebound DNS name can use it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import express, { type Router } from 'express'
import { z } from 'zod'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import { loopbackOnly } from '../security'
import { runStaffCommand, staffCommandSchema } from './roles'

export const ADMIN_CHANNEL_FILE = 'admin.json'
export const ADMIN_STAFF_PATH = '/_admin/staff'

const channelFileSchema = z.object({ pid: z.number().int(), port: z.number().int(), token: z.string().min(32) })
export type AdminChannelAddress = z.infer<typeof channelFileSchema>

export interface AdminChannel {
  router: Router
  /** Writes the channel's file once the shop listens on `port`; removed again at exit. */
  publish(port: number): void
  close(): void
}

export function createAdminChannel(deps: { dataDir: string; db: Database; logger: Logger }): AdminChannel {
  const token = randomBytes(32).toString('hex')
  const file = path.join(deps.dataDir, ADMIN_CHANNEL_FILE)
  const expected = Buffer.from(`Bearer ${token}`)
  const router = express.Router()
  router.post(ADMIN_STAFF_PATH, loopbackOnly, express.json({ limit: '2kb' }), async (req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(404).json({ error: { message: 'Not found' } })
      return
    }
    const command = staffCommandSchema.safeParse(req.body)
    if (!command.success) {
      res.status(400).json({ ok: false, output: 'Not a staff command.' })
      return
    }
    const result = await runStaffCommand(deps.db, command.data)
    deps.logger.info({ action: command.data.action, ok: result.ok }, 'staff command')
    res.status(result.ok ? 200 : 404).json(result)
  })
  const close = () => {
    try {
      if (readAdminChannel(deps.dataDir)?.token === token) unlinkSync(file)
    } catch {
      // Already gone.
    }
  }
  return {
    router,
    publish(port) {
      writeFileSync(file, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 })
      process.once('exit', close)
    },
    close,
  }
}

/** The running shop's channel in `dataDir`, or null when none is published. */
export function readAdminChannel(dataDir: string): AdminChannelAddress | null {
  let text: string
  try {
    text = readFileSync(path.join(dataDir, ADMIN_CHANNEL_FILE), 'utf8')
  } catch {
    return null
  }
  try {
    const parsed = channelFileSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
