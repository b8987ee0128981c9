/**
 * `npm run staff`'s door into a running shop on PGlite (server/staff/admin-channel.ts, docs/operations.md): the secret
 * in DATA_DIR/admin.json changes a role; without it, through a proxy or under a foreign Host the route is not there.
 */
import { statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '@/server/db/schema/index'
import { ADMIN_STAFF_PATH, createAdminChannel, readAdminChannel, type AdminChannel } from '@/server/staff/admin-channel'
import { openTestDatabase, testLogger, type TestDatabase } from '../../helpers/db'

let database: TestDatabase
let dataDir: string
let channel: AdminChannel
let server: Server
let port: number

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-channel-'))
  channel = createAdminChannel({ dataDir, db: database.db, logger: testLogger })
  const app = express()
  app.use(channel.router)
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  port = (server.address() as AddressInfo).port
  channel.publish(port)
  await database.db.insert(users).values({
    fullName: 'Hana Staff',
    email: 'hana@example.com',
    passwordHash: 'x',
    emailVerifiedAt: new Date(),
  })
})
afterAll(async () => {
  channel?.close()
  await new Promise((resolve) => server?.close(resolve))
  await database?.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** node:http rather than fetch, which may not send a Host of our choosing. */
function post(body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; json: () => Promise<unknown> }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: ADMIN_STAFF_PATH,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: async () => JSON.parse(text) as unknown }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

const isStaff = async (email: string) =>
  (await database.db.select({ s: users.isStaff }).from(users).where(eq(users.email, email)))[0]?.s

describe('the admin channel', () => {
  it('publishes its port and secret in a file only the shop user can read', () => {
    const published = readAdminChannel(dataDir)
    expect(published).toMatchObject({ pid: process.pid, port })
    expect(statSync(path.join(dataDir, 'admin.json')).mode & 0o777).toBe(0o600)
  })

  it('grants and revokes with the secret, and says when there is no such account', async () => {
    const auth = { authorization: `Bearer ${readAdminChannel(dataDir)!.token}` }
    const granted = await post({ action: 'grant', email: 'HANA@example.com' }, auth)
    expect(granted.status).toBe(200)
    expect(await granted.json()).toEqual({ ok: true, output: 'hana@example.com is now staff.' })
    expect(await isStaff('hana@example.com')).toBe(true)

    const listed = (await (await post({ action: 'list' }, auth)).json()) as { output: string }
    expect(listed.output).toBe('hana@example.com\tHana Staff')

    const unknown = await post({ action: 'grant', email: 'nobody@example.com' }, auth)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { output: string }).output).toMatch(/No shop account for nobody@example.com/)

    expect((await post({ action: 'revoke', email: 'hana@example.com' }, auth)).status).toBe(200)
    expect(await isStaff('hana@example.com')).toBe(false)
  })

  it('is not there without the secret, through a proxy, or under a foreign Host', async () => {
    const token = readAdminChannel(dataDir)!.token
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: `Bearer ${'0'.repeat(64)}` },
      { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
      { authorization: `Bearer ${token}`, host: 'shop.example.com' },
    ]
    for (const headers of attempts) {
      const res = await post({ action: 'grant', email: 'hana@example.com' }, headers)
      expect(res.status, JSON.stringify(headers)).toBe(404)
    }
    expect(await isStaff('hana@example.com')).toBe(false)
  })

  it('removes its file when the shop stops', () => {
    channel.close()
    expect(readAdminChannel(dataDir)).toBeNull()
  })
})
