/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it receives, for tests that check what
 * was mailed. It can be stopped and started again on the same port to simulate an outage.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  raw: string
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = []
  const input = body.replace(/=\r?\n/g, '')
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!
    const hex = input.slice(i + 1, i + 3)
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(ch, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

interface Part {
  headers: Map<string, string>
  body: string
}

function splitPart(raw: string): Part {
  const idx = raw.search(/\r?\n\r?\n/)
  const head = idx === -1 ? raw : raw.slice(0, idx)
  const body = idx === -1 ? '' : raw.slice(idx).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return part.body
}

/** Collects the leaf parts of a (possibly nested) multipart message. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!/^multipart\//i.test(type) || !boundary) return [part]
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r?\n/, ''))))
}

function decodeSubject(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): CapturedMail {
  const root = splitPart(raw)
  const parts = leaves(root)
  const find = (t: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(t))
  const text = find('text/plain')
  const html = find('text/html')
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeSubject(root.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
    raw,
  }
}

export interface TestSmtpServer {
  url: string
  port: number
  messages: CapturedMail[]
  /** Resolves with the first captured message matching `predicate`, polling until `timeoutMs`. */
  waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>
  /** Stops listening (an outage); `start` listens again on the same port. */
  stop(): Promise<void>
  start(): Promise<void>
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = []
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no STARTTLS, so nodemailer needs no certificate.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // The reverse DNS lookup of each client costs seconds on an offline machine.
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          }
          messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope))
          callback()
        })
      },
    })

  let server = makeServer()
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))
    })
  const port = await listen(0)
  let running = true

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find(predicate)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms (have ${messages.length})`)
        await new Promise((r) => setTimeout(r, 20))
      }
    },
    async stop() {
      if (!running) return
      running = false
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
    async start() {
      if (running) return
      server = makeServer()
      await listen(port)
      running = true
    },
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix))
  if (!match) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}"`)
  return match
}

/** The SMTP server a test app was started with; fails, saying so, for an app started without one (`smtp: false`). */
export function startedSmtp(app: { smtp?: TestSmtpServer | undefined }): TestSmtpServer {
  if (!app.smtp) throw new Error('this app was started without an SMTP server (smtp: false), so it has no mail to read')
  return app.smtp
}
