/**
 * Starts POST /api/contact the way the app mounts it (`contactRoutes(deps)`) on a real Express server on 127.0.0.1:0,
 * over a test database, a real mailer delivering to a loopback SMTP server, and real rate limiters.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { desc, eq } from 'drizzle-orm'
import express from 'express'
import { loadConfig } from '@/server/config'
import { contactRoutes, type ContactRouteOptions } from '@/server/contact/routes'
import { contactMessages, mailOutbox } from '@/server/db/schema/index'
import { createMailer, type Mailer } from '@/server/mail/index'
import { createRateLimiters, type ActionLimits } from '@/server/rate-limit/index'
import { testLogger, type TestDatabase } from '@/tests/helpers/db'
import { startSmtpServer, type TestSmtpServer } from '@/harness/smtp'

export const SHOP_EMAIL = 'shop@contact.test'

/** So suites that are not about rate limiting never meet the limit. */
export const RELAXED_CONTACT_LIMITS: ActionLimits = {
  perIp: { points: 1000, durationSec: 60 },
  perEmail: { points: 1000, durationSec: 60 },
}

export interface ContactApp {
  url: string
  mailer: Mailer
  smtp: TestSmtpServer
  post(body: string, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: unknown }>
  send(values: Record<string, unknown>): ReturnType<ContactApp['post']>
  storedMessages(): Promise<(typeof contactMessages.$inferSelect)[]>
  outboxTo(address: string): Promise<(typeof mailOutbox.$inferSelect)[]>
  close(): Promise<void>
}

export interface StartContactAppOptions {
  database: TestDatabase
  limits?: ActionLimits
  contactFormEndpoint?: string
  routeOptions?: ContactRouteOptions
}

let prefixCounter = 0

export async function startContactApp(opts: StartContactAppOptions): Promise<ContactApp> {
  const db = opts.database
  const smtp = await startSmtpServer()
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    SHOP_EMAIL,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    CONTENT_LAKE_TOKEN: 'unused',
    CONTACT_FORM_ENDPOINT: opts.contactFormEndpoint,
  })
  const mailer = createMailer({
    db: db.db,
    smtpUrl: smtp.url,
    from: config.mailFrom,
    logger: testLogger,
    publicUrl: config.publicUrl,
  })
  const limiters = await createRateLimiters({
    logger: testLogger,
    keyPrefix: `contact-test:${process.pid}:${prefixCounter++}`,
    limits: { contact: opts.limits ?? RELAXED_CONTACT_LIMITS },
  })

  const app = express()
  app.use(contactRoutes({ config, logger: testLogger, db: db.db, mailer, limiters }, opts.routeOptions))
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const post: ContactApp['post'] = async (body, headers = {}) => {
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
    const text = await res.text()
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : undefined }
  }

  return {
    url,
    mailer,
    smtp,
    post,
    send: (values) => post(JSON.stringify(values)),
    storedMessages: () => db.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)),
    outboxTo: (address) => db.db.select().from(mailOutbox).where(eq(mailOutbox.to, address)),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await mailer.stop()
      await limiters.close()
      await smtp.stop()
    },
  }
}

export interface ReceivedRequest {
  method: string
  contentType: string | undefined
  body: unknown
}

/** A stand-in for the third-party form service: records each POST and answers with `status` (or never, when null). */
export async function startFormEndpoint(initialStatus: number | null = 200) {
  const received: ReceivedRequest[] = []
  let status = initialStatus
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({
        method: req.method ?? '',
        contentType: req.headers['content-type'],
        body: JSON.parse(text) as unknown,
      })
      if (status === null) return // hangs: the caller's time-out must end it
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }))
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/f/contact`,
    received,
    answerWith(next: number | null) {
      status = next
    },
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
